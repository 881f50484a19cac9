import { useEffect } from 'react';
import { agency } from '../../contract/agency.ts';

/** `Page | Shreeji Realty, Surat`, or just the agency on the home page. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${agency.fullName}` : `${agency.fullName} | Residential and Commercial Properties`;
  }, [title]);
}
