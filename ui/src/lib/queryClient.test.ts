// Checks that signing in or out forgets what was read for the previous account and keeps the public pages' answers
// and the session entry.
import { describe, expect, it } from 'vitest';
import { SESSION_KEY, createQueryClient, forgetPersonalAnswers } from './queryClient';

describe('forgetPersonalAnswers', () => {
  it('drops private reads and keeps public ones and the session, which signing in and out write', () => {
    const client = createQueryClient();
    client.setQueryData(['/api/site'], { site: true });
    client.setQueryData(['posts', ''], { pages: [] });
    client.setQueryData(['profile'], { email: 'awa@exemple.km' });
    client.setQueryData(['admin', 'users'], []);
    client.setQueryData(SESSION_KEY, null);
    forgetPersonalAnswers(client);
    expect(client.getQueryState(SESSION_KEY)?.status).toBe('success');
    expect(client.getQueryData(['/api/site'])).toEqual({ site: true });
    expect(client.getQueryData(['posts', ''])).toEqual({ pages: [] });
    expect(client.getQueryData(['profile'])).toBeUndefined();
    expect(client.getQueryData(['admin', 'users'])).toBeUndefined();
  });
});
