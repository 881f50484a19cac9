import { Field, Form, setInput, useField, useForm } from '@formisch/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from '../../lib/toast.ts';
import { projectStatuses } from '../../../contract/catalog.ts';
import { ProjectBody, slugify, type Project } from '../../../contract/projects.ts';
import { describedBy, FieldShell, TextField } from '../../components/FormField.tsx';
import { ImageUploader } from '../../components/ImageUploader.tsx';
import {
  createProject,
  fetchAdminProject,
  invalidateProjectViews,
  projectFormData,
  removeProjectImage,
  updateProject,
} from '../../data/admin.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { DEFAULT_LOCALE } from '../../i18n/locales.ts';
import { useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import { DescriptionField, FormFooter, LocationSection, PinSection, useAdminFormSave } from './adminForm.tsx';
import { conflictRows, shortened, wordsOf, type ConflictField } from './editConflict.ts';
import { FormConflictDialog } from './EditConflictDialog.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { FormSection, NumberField, SegmentedField } from './FormControls.tsx';
import { AmenityCheckboxes, CheckboxField, ReraNumberField } from './PropertyFactsSection.tsx';
import { useEditConflict, type EditorFormProps } from './useEditConflict.ts';
import { TranslationSections, translationFieldNames } from './TranslationSections.tsx';
import { PriceListSection } from './PriceListSection.tsx';
import { useOwnVisitLength, VisitLengthSection } from './VisitLengthSection.tsx';

const fieldNames = [
  'title',
  'slug',
  'description',
  'status',
  'location',
  'address',
  'lat',
  'reraNumber',
  'reraExempt',
  'reraExemptReason',
  'possessionDate',
  'totalUnits',
  'amenities',
  ...translationFieldNames,
] as const;

const conflictFields = (t: Translate): ConflictField<(typeof fieldNames)[number]>[] => [
  { name: 'title', label: t('listingForm.title') },
  { name: 'slug', label: t('listingForm.slug') },
  { name: 'description', label: t('listingForm.description'), compare: wordsOf, show: (value) => shortened(wordsOf(value)) },
  { name: 'status', label: t('listingForm.status') },
  { name: 'location', label: t('listingForm.location') },
  { name: 'address', label: t('listingForm.address') },
];

/** A stored project's pin as the form holds it (the real point: the office reads it). */
const filledPin = (project: Project) => ({
  lat: project.lat === null ? '' : String(project.lat),
  lng: project.lng === null ? '' : String(project.lng),
  locationPrecision: project.locationPrecision,
});

interface ProjectFormProps extends EditorFormProps<Project> {
  /** The project to edit; without it the form creates one. */
  project?: Project;
}

/**
 * Create and edit a project. The slug follows the title on every change (spec §4) and can still
 * be edited by hand; new images are appended on save, stored ones are removed one by one at once.
 */
export function ProjectForm({ project, etag = null, onReload, onSaved, onCancel }: ProjectFormProps) {
  const t = useT();
  const locale = useLocale();
  const failed = useFailureMessage();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const form = useForm({
    schema: ProjectBody,
    initialInput: project
      ? {
          title: project.title,
          slug: project.slug,
          description: project.description,
          status: project.status,
          location: project.location,
          address: project.address,
          reraNumber: project.reraNumber ?? '',
          reraExempt: project.reraExempt ?? false,
          reraExemptReason: project.reraExemptReason ?? '',
          possessionDate: project.possessionDate ?? '',
          totalUnits: project.totalUnits === null || project.totalUnits === undefined ? '' : String(project.totalUnits),
          amenities: project.amenities ?? [],
          titleGu: project.titleGu ?? '',
          titleHi: project.titleHi ?? '',
          descriptionGu: project.descriptionGu ?? '',
          descriptionHi: project.descriptionHi ?? '',
          ...filledPin(project),
        }
      : { status: 'ONGOING' },
  });
  const [files, setFiles] = useState<File[]>([]);
  const [reraQr, setReraQr] = useState<File | null>(null);
  const [stored, setStored] = useState<{ images: string[]; thumbnails: string[] }>({
    images: project?.images ?? [],
    thumbnails: project?.thumbnails ?? [],
  });
  const [removing, setRemoving] = useState<string | null>(null);
  const edit = useEditConflict<ProjectBody, Project>(etag, () => fetchAdminProject(project?._id ?? ''));
  const visitLength = useOwnVisitLength(project ? { projectId: project._id } : null);
  const { submit, failure, imageError, serverFields } = useAdminFormSave({
    form,
    fieldNames,
    imageFields: ['images'],
    save: async (values) => {
      const minutes = visitLength.checked();
      const body = projectFormData(values, files, reraQr, project ? filledPin(project) : undefined);
      const saved = await (project ? updateProject(project._id, body, edit.etag.current) : createProject(body));
      await visitLength.save({ projectId: saved.data._id }, minutes);
      return saved;
    },
    successMessage: project ? t('listingForm.projectUpdated') : t('listingForm.projectCreated'),
    invalidate: invalidateProjectViews,
    onSaved,
    takeFailure: project ? edit.catchConflict : undefined,
  });
  const reraExempt = useField(form, { path: ['reraExempt'] }).input;
  const exempt = reraExempt === true || reraExempt === 'true' || reraExempt === 'on';

  const removeStored = async (url: string) => {
    if (!project) return;
    setRemoving(url);
    try {
      const body = await removeProjectImage(project._id, url, edit.etag.current);
      // The removal is a save of its own: the form's next save is made from the version it made.
      edit.etag.current = body.etag;
      toast.success((locale === DEFAULT_LOCALE && body.message) || t('listingForm.imageRemoved'));
      setStored(
        body.data
          ? { images: body.data.images, thumbnails: body.data.thumbnails }
          : (current) => {
              const index = current.images.indexOf(url);
              return {
                images: current.images.filter((_, at) => at !== index),
                thumbnails: current.thumbnails.filter((_, at) => at !== index),
              };
            },
      );
      void invalidateProjectViews(queryClient);
    } catch (error) {
      toast.error(failed(error, t('listingForm.imageRemoveFailed')));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      <Form of={form} className="space-y-6" onSubmit={submit}>
        <OfflineNotice />
        <FormSection title={t('listingForm.project')} description={t('listingForm.projectDescription')}>
          <Field of={form} path={['title']}>
            {(field) => (
              <TextField
                field={field}
                label={t('listingForm.title')}
                placeholder={t('listingForm.example', { text: t('listingForm.projectTitleExample') })}
                maxLength={150}
                onInput={(event) => setInput(form, { path: ['slug'], input: slugify(event.currentTarget.value) })}
              />
            )}
          </Field>
          <Field of={form} path={['slug']}>
            {(field) => (
              <TextField
                field={field}
                label={t('listingForm.slug')}
                autoCapitalize="none"
                spellCheck={false}
                hint={t('listingForm.slugHint')}
              />
            )}
          </Field>
          <Field of={form} path={['description']}>
            {(field) => <DescriptionField field={field} />}
          </Field>
          <Field of={form} path={['status']}>
            {(field) => (
              <SegmentedField
                field={field}
                label={t('listingForm.status')}
                options={projectStatuses}
                optionLabel={(status) => t('listingForm.projectStatus', { status })}
              />
            )}
          </Field>
        </FormSection>

        <TranslationSections form={form} />

        <LocationSection
          form={form}
          locationPlaceholder={t('listingForm.example', { text: t('listingForm.projectLocationExample') })}
          addressPlaceholder={t('listingForm.projectAddressExample')}
        />

        <PinSection form={form} />

        <VisitLengthSection length={visitLength} />

        <FormSection title={t('listingForm.rera')} description={t('listingForm.reraDescription')}>
          <Field of={form} path={['reraNumber']}>
            {(field) => <ReraNumberField field={field} />}
          </Field>
          <Field of={form} path={['reraExempt']}>
            {(field) => (
              <CheckboxField field={field as never} label={t('listingForm.reraExempt')} hint={t('listingForm.projectExemptHint')} />
            )}
          </Field>
          {exempt && (
            <Field of={form} path={['reraExemptReason']}>
              {(field) => (
                <TextField
                  field={field}
                  label={t('listingForm.reraExemptReason')}
                  placeholder={t('listingForm.example', { text: t('listingForm.projectExemptExample') })}
                  maxLength={300}
                />
              )}
            </Field>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field of={form} path={['possessionDate']}>
              {(field) => <TextField field={field} label={t('listingForm.possessionMonth')} type="month" placeholder="YYYY-MM" />}
            </Field>
            <NumberField of={form} path={['totalUnits']} label={t('listingForm.totalUnits')} />
          </div>
          <Field of={form} path={['amenities']}>
            {(field) => <AmenityCheckboxes field={field as never} />}
          </Field>
          <FieldShell id="rera-qr" label={t('listingForm.reraQr')} error={serverFields.reraQr} hint={t('listingForm.reraQrHint')}>
            <input
              id="rera-qr"
              name="reraQr"
              type="file"
              accept="image/*"
              className="mt-1 block text-sm"
              {...describedBy('rera-qr', { error: serverFields.reraQr, hint: true })}
              onChange={(event) => setReraQr(event.currentTarget.files?.[0] ?? null)}
            />
          </FieldShell>
        </FormSection>

        <FormSection title={t('listingForm.photos')} description={project ? t('listingForm.projectPhotosDescription') : undefined}>
          <ImageUploader
            files={files}
            onFilesChange={setFiles}
            existing={stored.images.map((url, index) => ({ url, thumbnail: stored.thumbnails[index] }))}
            onRemoveExisting={project ? (url) => void removeStored(url) : undefined}
            removingUrl={removing}
            disabled={!online && Boolean(project)}
            error={imageError}
          />
        </FormSection>

        <FormFooter
          form={form}
          failure={failure}
          submitLabel={project ? t('listingForm.saveChanges') : t('listingForm.createProject')}
          onCancel={onCancel}
        />

        <FormConflictDialog
          edit={edit}
          save={submit}
          onReload={onReload}
          rows={(conflict) => conflictRows(conflictFields(t), conflict.theirs.data, conflict.yours)}
        />
      </Form>
      {/* Outside the project form: the price list saves on its own, and Enter in its fields submits nothing. */}
      <div className="mt-8">
        {project ? (
          <PriceListSection project={project} etag={edit.etag} />
        ) : (
          <FormSection title={t('listingForm.priceList')}>
            <p className="text-sm text-ink-muted">{t('listingForm.createProjectFirst')}</p>
          </FormSection>
        )}
      </div>
    </>
  );
}
