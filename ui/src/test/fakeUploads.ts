// Stand-ins for XMLHttpRequest in unit tests: uploads answered at once by file name (with half-way
// progress), or held until the test moves them on.
import { vi } from 'vitest';

type Answer = { status: number; body: unknown };
type ProgressEvent = { lengthComputable: boolean; loaded: number; total: number };

/** What the uploader uses of XMLHttpRequest; `send` is each stand-in's own. */
class FakeRequest {
  status = 0;
  responseText = '';
  url = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer({ status, body }: Answer) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

export function fakeUploads(answerFor: (fileName: string) => Answer) {
  const sent: { url: string; name: string }[] = [];
  class AnsweredRequest extends FakeRequest {
    send(form: FormData) {
      const file = form.get('file') as File;
      sent.push({ url: this.url, name: file.name });
      const answer = answerFor(file.name);
      setTimeout(() => {
        this.progress(1, 2);
        this.answer(answer);
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', AnsweredRequest);
  return { sent };
}

/** An upload that goes out only as far as the test says, then gets the answer it is given. */
export function heldUpload() {
  const held = {
    url: '',
    progress: (_loaded: number, _total: number) => {},
    answer: (_status: number, _body: unknown) => {},
  };
  class HeldRequest extends FakeRequest {
    send() {
      held.url = this.url;
      held.progress = (loaded, total) => this.progress(loaded, total);
      held.answer = (status, body) => this.answer({ status, body });
    }
  }
  vi.stubGlobal('XMLHttpRequest', HeldRequest);
  return held;
}
