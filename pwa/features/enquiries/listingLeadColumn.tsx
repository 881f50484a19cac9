/** The property management list's 'Leads (30d)' column: enquiries and Call/WhatsApp taps per listing. */
import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '../../../contract/answers.ts';
import type { ListingLeadCounts } from '../../../contract/enquiries.ts';
import type { Property } from '../../../contract/properties.ts';
import type { Column } from '../../components/DataTable.tsx';
import { propertyClient } from '../../lib/http.ts';

export function useListingLeadColumn(): Column<Property> {
  const counts = useQuery({
    queryKey: ['admin', 'listing-leads'],
    queryFn: async () =>
      new Map((await propertyClient.get<Envelope<ListingLeadCounts[]>>('admin/listing-leads')).data.map((row) => [row.propertyId, row])),
  });
  return {
    key: 'leads',
    header: 'Leads (30d)',
    cell: (property) => {
      const row = counts.data?.get(property._id);
      return (
        <span className="whitespace-nowrap text-sm text-ink-soft" title="Enquiries · Call and WhatsApp taps, last 30 days">
          {row?.enquiries ?? 0} enq · {row?.contactTaps ?? 0} taps
        </span>
      );
    },
  };
}
