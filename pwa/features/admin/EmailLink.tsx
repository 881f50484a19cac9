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
    // Named by the address itself: the pieces' boxes would otherwise be read with spaces between them.
    <a href={`mailto:${email}`} aria-label={email} className="focus-ring break-words rounded hover:text-brand-700 hover:underline">
      {emailPieces(email).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {/* A box of its own: the browser breaks inside a piece (at a hyphen, say) only when it alone is too wide. */}
          <span className="inline-block max-w-full">{piece}</span>
        </Fragment>
      ))}
    </a>
  );
}
