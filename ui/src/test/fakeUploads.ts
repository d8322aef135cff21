// A stand-in for XMLHttpRequest in unit tests: answers uploads by file name, reports half-way progress and records them.
import { vi } from 'vitest';

type Answer = { status: number; body: unknown };

export function fakeUploads(answerFor: (fileName: string) => Answer) {
  const sent: { url: string; name: string }[] = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    url = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      const file = form.get('file') as File;
      sent.push({ url: this.url, name: file.name });
      const answer = answerFor(file.name);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return { sent };
}
