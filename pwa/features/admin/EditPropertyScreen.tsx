import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { adminPropertyQuery } from '../../lib/admin.ts';
import { errorMessage } from '../../lib/http.ts';
import { useErrorToast } from '../../lib/useErrorToast.ts';
import { AdminPageHeader } from './adminUi.tsx';
import { PropertyForm } from './PropertyForm.tsx';

function BackLink() {
  return (
    <Link href="/admincp/properties" className="focus-ring mb-4 inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900">
      <Icon name="chevronLeft" className="h-4 w-4" />
      All properties
    </Link>
  );
}

function FormSkeleton() {
  return (
    <div role="status" className="card space-y-5 p-6 sm:p-8">
      <span className="sr-only">Loading the property…</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="space-y-2" aria-hidden="true">
          <div className="skeleton h-4 w-32" />
          <div className={`skeleton w-full ${index === 1 ? 'h-64' : 'h-10'}`} />
        </div>
      ))}
    </div>
  );
}

/** /admincp/property/:propertyId/edit: the create form, filled from the stored property. */
export function EditPropertyScreen({ propertyId }: { propertyId: string }) {
  const [, navigate] = useLocation();
  const query = useQuery(adminPropertyQuery(propertyId));
  useErrorToast(query.isError, 'Unable to fetch Property', `admin-property-${propertyId}`);

  return (
    <>
      <BackLink />
      <AdminPageHeader title="Edit Property" description={query.data?.title} />
      {query.isPending ? (
        <FormSkeleton />
      ) : query.isError ? (
        <Notice tone="error" title="Unable to fetch Property">
          {errorMessage(query.error, '')}{' '}
          <button type="button" className="focus-ring rounded font-semibold underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </Notice>
      ) : (
        <div className="card p-5 sm:p-8">
          <PropertyForm
            key={query.data._id}
            property={query.data}
            onCancel={() => navigate('/admincp/properties')}
            onSaved={() => navigate('/admincp/properties')}
          />
        </div>
      )}
    </>
  );
}
