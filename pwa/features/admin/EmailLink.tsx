/**
 * An e-mail address as a mailto link that wraps where a reader expects (before the @ and before each
 * dot), never inside a word unless one part alone is wider than its column.
 */
import { Fragment } from 'react';

/** 'asha.mehta@example.in' → ['asha', '.mehta', '@example', '.in']: the pieces a line may start with. */
export function emailPieces(email: string): string[] {
  return email.split(/(?=[.@])/);
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="focus-ring break-words rounded hover:text-brand-700 hover:underline">
      {emailPieces(email).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </a>
  );
}
