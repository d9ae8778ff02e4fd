import { Trans, useLingui } from '@lingui/react/macro';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { noteSchema } from '../../../../../shared/validation';
import { translateText } from '../../../app/messages';
import { useSession } from '../../../app/session';
import type { NoteFieldsFragment } from '../../../gql/graphql';
import { FormikField } from '../../auth';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/EmptyState';
import { formatDateTime } from '../../common/format-date';
import { useNoteUpdate, useProjectNotes } from '../notes.hooks';
import { initials } from '../../common/initials';
import { formatNumber } from '../../../../../shared/format/number';

interface NotesPanelProps {
  projectId: string;
  /** Partner admins of the project's own partner may delete anyone's note. */
  canModerate: boolean;
  notify(text: string, severity?: 'success' | 'error'): void;
  onNotOwner(error: unknown): boolean;
}

/** The project's notes: newest first, with author and date; add, edit your own, delete after confirming. */
export function NotesPanel({ projectId, canModerate, notify, onNotOwner }: NotesPanelProps) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const { data, notes, loading, error, fail, reload, add, remove } = useProjectNotes(projectId, { notify, onNotOwner });
  const [toDelete, setToDelete] = useState<NoteFieldsFragment | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const noteCount = formatNumber(notes.length, i18n.locale);

  return (
    <Card component="section" aria-labelledby="notes-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id="notes-title" variant="h3" component="h2" sx={{ flexGrow: 1 }}>{t`Notes`}</Typography>
          {notes.length > 0 && <Chip size="small" label={noteCount} aria-label={t`${noteCount} notes`} />}
        </Box>

        <Formik
          initialValues={{ note: '' }}
          validationSchema={noteSchema}
          validateOnBlur={false}
          onSubmit={async (values, helpers) => {
            const r = await add(values.note.trim());
            if (r.ok) helpers.resetForm();
            else helpers.setErrors(r.fieldErrors);
          }}
        >
          {({ isSubmitting, values }) => (
            <Form noValidate aria-label={t`Add a note`}>
              <FormikField
                name="note"
                label={t`Add a note`}
                multiline
                minRows={2}
                maxRows={8}
                margin="dense"
                slotProps={{ htmlInput: { 'data-testid': 'note-input' } }}
              />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
                <Button type="submit" variant="contained" size="small" disabled={isSubmitting || !values.note.trim()} data-testid="note-add">
                  {isSubmitting ? t`Adding…` : t`Add note`}
                </Button>
              </Box>
            </Form>
          )}
        </Formik>

        <Box sx={{ mt: 2 }}>
          {loading && !data && [0, 1].map((i) => <Skeleton key={i} height={56} />)}
          {error && !data && (
            <Alert severity="error" action={<Button color="inherit" size="small" onClick={reload}>{t`Try again`}</Button>}>
              <Trans>An error has occurred</Trans>
            </Alert>
          )}
          {data && notes.length === 0 && <EmptyState dense icon={<StickyNote2Outlined />} title={t`No notes yet`} text={t`Notes are visible to everyone with access to the project.`} />}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label={t`Notes`}>
            {notes.map((note) =>
              editing === note.id ? (
                <Box component="li" key={note.id}>
                  <NoteEditor
                    note={note}
                    projectId={projectId}
                    onDone={(saved) => {
                      setEditing(null);
                      if (saved) notify(t`Note updated`);
                    }}
                    onError={fail}
                  />
                </Box>
              ) : (
                <NoteItem
                  key={note.id}
                  note={note}
                  mine={note.author.id === user.id}
                  canDelete={note.author.id === user.id || canModerate}
                  onEdit={() => setEditing(note.id)}
                  onDelete={() => setToDelete(note)}
                />
              ),
            )}
          </Box>
        </Box>
      </CardContent>

      <ConfirmDialog
        open={!!toDelete}
        title={t`Delete note?`}
        confirmLabel={t`Delete`}
        destructive
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          await remove(toDelete.id);
          setToDelete(null);
        }}
      >
        <Trans>The note will be deleted for everyone. This cannot be undone.</Trans>
      </ConfirmDialog>
    </Card>
  );
}

function NoteItem({ note, mine, canDelete, onEdit, onDelete }: { note: NoteFieldsFragment; mine: boolean; canDelete: boolean; onEdit(): void; onDelete(): void }) {
  const { t, i18n } = useLingui();
  const edited = note.updatedAt !== note.createdAt;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5 }} data-testid={`note-${note.id}`}>
      <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: mine ? 'primary.main' : 'grey.500' }} aria-hidden>{initials(note.author.name)}</Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle2" noWrap sx={{ flexShrink: 1 }}>{mine ? t`You` : note.author.name}</Typography>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ flexGrow: 1 }}>
            <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, i18n.locale)}</time>
            {edited && <> · {t`edited`}</>}
          </Typography>
          {mine && (
            <Tooltip title={t`Edit note`}>
              <IconButton size="small" onClick={onEdit} aria-label={t`Edit note`} data-testid={`note-edit-${note.id}`}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip title={t`Delete note`}>
              <IconButton size="small" onClick={onDelete} aria-label={t`Delete note`} data-testid={`note-delete-${note.id}`}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.25 }}>{note.note}</Typography>
      </Box>
    </Box>
  );
}

function NoteEditor({ note, projectId, onDone, onError }: { note: NoteFieldsFragment; projectId: string; onDone(saved: boolean): void; onError(e: unknown): void }) {
  const { t } = useLingui();
  const [text, setText] = useState(note.note);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { saving: loading, save: saveNote } = useNoteUpdate(projectId, onError);
  const save = async () => {
    try {
      await noteSchema.validate({ note: text });
    } catch (e) {
      setFieldError(translateText((e as Error).message));
      return;
    }
    if (await saveNote(note.id, text.trim())) onDone(true);
  };
  return (
    <Box
      component="form"
      noValidate
      aria-label={t`Edit note`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone(false);
      }}
    >
      <TextField
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setFieldError(null);
        }}
        label={t`Edit note`}
        multiline
        minRows={2}
        fullWidth
        autoFocus
        error={!!fieldError}
        helperText={fieldError}
        slotProps={{ htmlInput: { 'data-testid': 'note-edit-input' } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        <Button size="small" onClick={() => onDone(false)} disabled={loading}>{t`Cancel`}</Button>
        <Button size="small" type="submit" variant="contained" disabled={loading} data-testid="note-save">{t`Save`}</Button>
      </Box>
    </Box>
  );
}
