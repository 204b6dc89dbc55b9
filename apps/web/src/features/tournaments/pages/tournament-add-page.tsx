import { useState } from 'react';
import Paper from '@mui/material/Paper';
import { useNavigate, useSearchParams } from 'react-router';
import type { Tournament } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { SubmitAndBack } from '@/components/submit-button';
import { useSaveTournament, useTournamentById } from '@/features/tournaments/api/tournaments-admin';
import {
  shownShortName,
  TournamentFormFields,
} from '@/features/tournaments/components/tournament-form';
import {
  NEW_TOURNAMENT_VALUES,
  SERVER_FIELD_NAMES,
  toTournamentSave,
  TournamentFormSchema,
  tournamentFormValues,
} from '@/features/tournaments/schemas';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';

/** The add or edit form; `existing` is the tournament being edited. */
function TournamentForm({ existing }: { existing: Tournament | null }) {
  const navigate = useNavigate();
  const save = useSaveTournament();
  const form = useZodForm(TournamentFormSchema, {
    defaultValues: existing ? tournamentFormValues(existing) : NEW_TOURNAMENT_VALUES,
  });
  // An existing tournament keeps its short name unless the admin changes it.
  const [shortNameEdited, setShortNameEdited] = useState(existing !== null);

  const submit = form.handleSubmit((values) => {
    const body = {
      // What the form does not show is kept as it was.
      ...(existing && {
        id: existing.id,
        schedules: existing.schedules,
        bgImage: existing.bgImage,
        imageUrl: existing.imageUrl,
        locationId: existing.locationId,
      }),
      ...toTournamentSave(values),
      shortName: shortNameEdited ? values.shortName || null : shownShortName(values),
    };
    save.mutate(body, {
      onSuccess: (saved) => void navigate(`/tournaments/${encodeURIComponent(saved.shortName)}`),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const formField = SERVER_FIELD_NAMES[field.split('.')[0] ?? ''];
          if (formField && messages.length) {
            if (formField === 'shortName' && !shortNameEdited) {
              // Show the refused short name as the admin's own, to change.
              form.setValue('shortName', body.shortName ?? '');
              setShortNameEdited(true);
            }
            form.setError(formField, { type: 'server', message: messages.join(' ') });
          }
        }
      },
    });
  });

  return (
    <form noValidate aria-label={existing ? 'Edit tournament' : 'Add tournament'} onSubmit={submit}>
      {save.isError && <ErrorAlert error={save.error} sx={{ mb: 1 }} />}
      <TournamentFormFields
        form={form}
        shortNameEdited={shortNameEdited}
        onShortNameEdit={() => {
          if (!shortNameEdited) form.setValue('shortName', shownShortName(form.getValues()));
          setShortNameEdited(true);
        }}
      />
      <SubmitAndBack
        pending={save.isPending}
        backTo="/tournaments"
        backLabel="Back to Tournaments"
      />
    </form>
  );
}

/**
 * /tournamentAdd (admin, spec 2 §5): a new tournament, or with `?id=` the tournament of that id;
 * a save opens the tournament's page.
 */
export function TournamentAddPage() {
  const [params] = useSearchParams();
  const idParam = Number(params.get('id'));
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : null;
  const existing = useTournamentById(id);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 960, mx: 'auto' }}>
      <PageTitle title={id ? 'Edit Tournament' : 'Add Tournament'} />
      {id === null ? (
        <TournamentForm existing={null} />
      ) : (
        <QueryState query={existing} label="Loading the tournament">
          {(t) => <TournamentForm key={t.id} existing={t} />}
        </QueryState>
      )}
    </Paper>
  );
}
