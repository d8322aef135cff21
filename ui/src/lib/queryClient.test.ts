// Checks that signing in or out forgets what was read for the previous account and keeps the public pages' answers.
import { describe, expect, it } from 'vitest';
import { createQueryClient, forgetPersonalAnswers } from './queryClient';

describe('forgetPersonalAnswers', () => {
  it('drops private reads and keeps public ones', () => {
    const client = createQueryClient();
    client.setQueryData(['/api/site'], { site: true });
    client.setQueryData(['posts', ''], { pages: [] });
    client.setQueryData(['profile'], { email: 'awa@exemple.km' });
    client.setQueryData(['admin', 'users'], []);
    forgetPersonalAnswers(client);
    expect(client.getQueryData(['/api/site'])).toEqual({ site: true });
    expect(client.getQueryData(['posts', ''])).toEqual({ pages: [] });
    expect(client.getQueryData(['profile'])).toBeUndefined();
    expect(client.getQueryData(['admin', 'users'])).toBeUndefined();
  });
});
