// A sentence with one part set apart (a price in bold): the message is filled with a mark where that part goes, so
// each language places it where its grammar wants it.
import type { ReactNode } from 'react';

export const MARK = '\u2063';

export function Marked({ text, children }: { text: string; children: ReactNode }) {
  const [before, after = ''] = text.split(MARK);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
