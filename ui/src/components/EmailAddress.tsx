// An e-mail address in a table: it may wrap after its « @ » and before its dots, where a reader expects it to, so it
// neither widens its column to the whole address nor breaks in the middle of a word.
import { Fragment } from 'react';

export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
