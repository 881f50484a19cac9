/**
 * An e-mail address as a mailto link that wraps where a reader expects (before the @ and before each
 * dot), never inside a part: not even at a hyphen, where a reader could not tell whether the hyphen
 * belongs to the address. A table column is at least as wide as the address's widest part.
 */
import { Fragment } from 'react';

/** 'asha.mehta@example.in' → ['asha', '.mehta', '@example', '.in']: the pieces a line may start with. */
export function emailPieces(email: string): string[] {
  return email.split(/(?=[.@])/);
}

export function EmailLink({ email }: { email: string }) {
  return (
    // Named by the address itself: the pieces' boxes would otherwise be read with spaces between them.
    <a href={`mailto:${email}`} aria-label={email} className="focus-ring rounded hover:text-brand-700 hover:underline">
      {emailPieces(email).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="whitespace-nowrap">{piece}</span>
        </Fragment>
      ))}
    </a>
  );
}
