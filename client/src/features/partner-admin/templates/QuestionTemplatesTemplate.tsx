import { useLingui } from '@lingui/react/macro';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { DEFAULT_QUESTION_TYPE, QUESTION_TYPES, type QuestionType } from '../../../../../shared/validation/requests';
import type { QuestionTemplateListQuery } from '../../../gql/graphql';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { AppIcon } from '../../common/icons/AppIcon';
import { EmptyState } from '../../common/EmptyState';
import { useNotice } from '../../common/useNotice';
import { useQuestionTemplates, type QuestionTemplateDraft as Draft } from '../question-templates.hooks';

type Row = QuestionTemplateListQuery['questionTemplates'][number];

/** The picker's several hundred icons load when it first opens. */
const IconPicker = lazy(() => import('../../common/icons/IconPicker'));

/**
 * Question templates (platform §2 "question template page"; project-areas §4 request editor): the
 * partner's reusable lists of questions that buyers import into a request ("Template importet").
 */
export function QuestionTemplatesTemplate() {
  const { t } = useLingui();
  const { notify, noticeElement } = useNotice();
  const { data, loading, error, saving, saveTemplate, deleteTemplate } = useQuestionTemplates(notify);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [picking, setPicking] = useState(false);
  const rows = data?.questionTemplates ?? [];
  const typeLabel = (type: string) => (type === 'text' ? t`Text answer` : t`Yes or no`);

  const submit = async () => {
    if (!draft) return;
    const result = await saveTemplate(draft);
    if (result.ok) setDraft(null);
    else setErrors(result.errors);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="question-templates">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>{t`Reusable questions that your buyers import into a request.`}</Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => { setErrors({}); setDraft({ id: null, name: '', icon: null, questions: [{ question: '', type: DEFAULT_QUESTION_TYPE }] }); }} data-testid="template-new">
          {t`New template`}
        </Button>
      </Box>
      {error && !data && <Alert severity="error">{t`An error has occurred`}</Alert>}
      {loading && !data && <Skeleton variant="rounded" height={160} />}
      {data && rows.length === 0 && (
        <Paper variant="outlined">
          <EmptyState icon={<QuizOutlined />} title={t`No question templates yet`} text={t`A template saves the questions you ask in every request.`} />
        </Paper>
      )}
      {rows.map((r) => (
        <Paper key={r.id} variant="outlined" sx={{ p: 2 }} data-testid="template-row">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <AppIcon icon={r.icon} color="primary" />
            <Typography variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>{r.name}</Typography>
            <IconButton aria-label={t`Edit ${r.name}`} onClick={() => { setErrors({}); setDraft({ id: r.id, name: r.name, icon: r.icon ?? null, questions: r.questions.map((q) => ({ question: q.question, type: (q.type as QuestionType) ?? DEFAULT_QUESTION_TYPE })) }); }}>
              <Edit />
            </IconButton>
            <IconButton aria-label={t`Delete ${r.name}`} onClick={() => setDeleting(r)}><DeleteOutline /></IconButton>
          </Box>
          <Stack component="ol" sx={{ m: 0, pl: 3 }} spacing={0.5}>
            {r.questions.map((q, i) => (
              <li key={i}>
                <Typography variant="body2" component="span">{q.question}</Typography> <Chip size="small" variant="outlined" label={typeLabel(q.type)} />
              </li>
            ))}
          </Stack>
        </Paper>
      ))}

      <Dialog open={!!draft} onClose={() => setDraft(null)} fullWidth maxWidth="sm" aria-labelledby="template-dialog-title">
        {draft && (
          <>
            <DialogTitle id="template-dialog-title">{draft.id ? t`Edit template` : t`New template`}</DialogTitle>
            <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
              <TextField
                label={t`Template name`}
                value={draft.name}
                required
                autoFocus
                error={!!errors.name}
                helperText={errors.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 160, 'data-testid': 'template-name' } }}
              />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box sx={{ width: 40, height: 40, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="template-icon" data-icon={draft.icon ?? ''}>
                  <AppIcon icon={draft.icon} color="primary" />
                </Box>
                <Button variant="outlined" onClick={() => setPicking(true)} data-testid="template-icon-choose">{draft.icon ? t`Change icon` : t`Choose an icon`}</Button>
              </Box>
              {draft.questions.map((q, i) => (
                <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <TextField
                    label={t`Question ${i + 1}`}
                    value={q.question}
                    onChange={(e) => setDraft({ ...draft, questions: draft.questions.map((x, j) => (j === i ? { ...x, question: e.target.value } : x)) })}
                    error={!!errors[`questions[${i}].question`]}
                    helperText={errors[`questions[${i}].question`]}
                    sx={{ flexGrow: 1 }}
                    slotProps={{ htmlInput: { 'data-testid': `template-question-${i}` } }}
                  />
                  <TextField select label={t`Answer`} value={q.type} onChange={(e) => setDraft({ ...draft, questions: draft.questions.map((x, j) => (j === i ? { ...x, type: e.target.value as QuestionType } : x)) })} sx={{ width: 150 }}>
                    {QUESTION_TYPES.map((type) => <MenuItem key={type} value={type}>{typeLabel(type)}</MenuItem>)}
                  </TextField>
                  <IconButton aria-label={t`Remove question ${i + 1}`} onClick={() => setDraft({ ...draft, questions: draft.questions.filter((_, j) => j !== i) })} sx={{ mt: 1 }}>
                    <DeleteOutline />
                  </IconButton>
                </Box>
              ))}
              <Box>
                <Button startIcon={<Add />} onClick={() => setDraft({ ...draft, questions: [...draft.questions, { question: '', type: DEFAULT_QUESTION_TYPE }] })}>{t`Add a question`}</Button>
              </Box>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDraft(null)}>{t`Cancel`}</Button>
              <Button variant="contained" onClick={() => void submit()} disabled={saving} data-testid="template-save">{t`Save`}</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      {picking && draft && (
        <Suspense fallback={null}>
          <IconPicker
            open
            value={draft.icon}
            onClose={() => setPicking(false)}
            onPick={(icon) => {
              setDraft({ ...draft, icon });
              setPicking(false);
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t`Delete template?`}
        confirmLabel={t`Delete template`}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteTemplate(deleting.id);
          setDeleting(null);
        }}
      >
        {t`“${deleting?.name ?? ''}” is deleted. Requests that imported its questions keep them.`}
      </ConfirmDialog>
      {noticeElement}
    </Box>
  );
}
