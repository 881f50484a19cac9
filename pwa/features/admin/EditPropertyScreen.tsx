import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { adminKeys, adminPropertyQuery, invalidatePropertyViews, publishProperty } from '../../data/admin.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { useT } from '../../i18n/useT.tsx';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { BackLink, EditorStates } from './EditorStates.tsx';
import { PropertyForm } from './PropertyForm.tsx';

/** A draft's band: only the office sees it until it is published, from the version on screen. */
function DraftBand({ propertyId, etag, onPublished }: { propertyId: string; etag: string | null; onPublished: () => void }) {
  const t = useT();
  const failed = useFailureMessage();
  const publish = useMutation({ mutationFn: () => publishProperty(propertyId, etag), onSuccess: onPublished });
  return (
    <div className="card mb-5 flex flex-wrap items-center gap-3 border-accent-400 p-4 text-sm" data-testid="draft-band">
      <span className="rounded bg-accent-400 px-1.5 py-0.5 text-xs font-bold text-ink">{t('listingForm.draft')}</span>
      <p className="min-w-0 flex-1 text-ink-soft">{t('listingForm.draftNote')}</p>
      <button type="button" className="btn-primary text-sm" disabled={publish.isPending} onClick={() => publish.mutate()}>
        {publish.isPending ? t('listingForm.publishing') : t('listingForm.publish')}
      </button>
      {publish.isError && (
        <p role="alert" className="w-full font-medium text-rose-700">
          {failed(publish.error, t('listingForm.publishFailed'))}
        </p>
      )}
    </div>
  );
}

/**
 * /admincp/property/:propertyId/edit: the create form, filled from the stored property. Its save is
 * made from the version it was filled from; after a conflict, Reload fills it again from theirs. A
 * draft stays open after a save, so it can be published next.
 */
export function EditPropertyScreen({ propertyId }: { propertyId: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const query = useQuery(adminPropertyQuery(propertyId));
  // The form keeps what the admin typed while the query refreshes; a reload starts it afresh.
  const [filling, setFilling] = useState(0);

  return (
    <>
      <BackLink href="/admincp/properties">{t('listingForm.allProperties')}</BackLink>
      <AdminPageHeader title={t('listingForm.editProperty')} description={query.data?.data.title} />
      <EditorStates
        query={query}
        failureTitle={t('listingForm.propertyLoadFailed')}
        toastId={`admin-property-${propertyId}`}
        loadingLabel={t('listingForm.loadingProperty')}
        skeleton={Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="space-y-2" aria-hidden="true">
            <div className="skeleton h-4 w-32" />
            <div className={`skeleton w-full ${index === 1 ? 'h-64' : 'h-10'}`} />
          </div>
        ))}
      >
        {({ data: property, etag }) => (
          <>
            {property.draft && (
              <DraftBand
                propertyId={property._id}
                etag={etag}
                onPublished={() => {
                  void invalidatePropertyViews(queryClient);
                  navigate('/admincp/properties');
                }}
              />
            )}
            <PropertyForm
              key={`${property._id}:${filling}`}
              property={property}
              etag={etag}
              onReload={(theirs) => {
                queryClient.setQueryData(adminKeys.property(propertyId), theirs);
                setFilling((count) => count + 1);
              }}
              onCancel={() => navigate('/admincp/properties')}
              onSaved={() => {
                if (!property.draft) return navigate('/admincp/properties');
                void query.refetch().then(() => setFilling((count) => count + 1));
              }}
            />
          </>
        )}
      </EditorStates>
    </>
  );
}
