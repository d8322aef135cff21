// Checks the French sizes and the thread order rules the dossier screens rely on.
import { describe, expect, it } from 'vitest';
import { mergeThread } from './conversation';
import { sizeParts } from './format';
import { PROMOTER_SENDER, STAFF_SENDER } from './testData';

describe('sizeParts', () => {
  it('speaks in octets, Ko then Mo with a French decimal comma', () => {
    expect(sizeParts(900)).toEqual({ value: '900', unit: 'bytes' });
    expect(sizeParts(1536)).toEqual({ value: '1,5', unit: 'kilobytes' });
    expect(sizeParts(20 * 1024 * 1024)).toEqual({ value: '20', unit: 'megabytes' });
  });
});

describe('mergeThread', () => {
  it('puts a status change before a message written at the same moment', () => {
    const at = '2025-09-13T09:00:00Z';
    const thread = mergeThread(
      [{ id: 1, message: 'Compris.', created_at: at, sender: PROMOTER_SENDER }],
      [{ id: 5, from_status: 'received', to_status: 'processing', created_at: at, changed_by: STAFF_SENDER }],
    );
    expect(thread.map((entry) => entry.key)).toEqual(['status-5', 'message-1']);
  });
});
