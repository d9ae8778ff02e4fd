import { Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import NavigateNext from '@mui/icons-material/NavigateNext';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Field, Form, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { requestSchema, todayIso } from '../../../../shared/validation/requests';
import { errorMessage } from '../../app/errors';
import { useSession } from '../../app/session';
import { DateField } from '../common/DateField';
import { useNotice } from '../common/useNotice';
import { yupErrors } from '../common/yup-formik';
import { AppIcon } from '../common/icons/AppIcon';
import { clientProjectsPath } from '../projects';
import type { BuyerRequestFieldsFragment } from '../../gql/graphql';
import { useBuyerRequests, useRequestEditor, type FormResult } from './buyer-requests.hooks';

interface RequestFormProps {
  initial: { title: string; deadline: string };
  submitLabel: string;
  submitIcon?: ReactNode;
  testIds?: { title: string; deadline: string; submit: string };
  onSubmit(title: string, deadline: string): Promise<FormResult>;
  resetOnSuccess?: boolean;
}

/**
 * A request's title and deadline (spec/project-areas.md §5): checked with the server's own schema before
 * sending, and the server's field errors shown under their fields (issue #34 point 7); the deadline is
 * typed and shown in the user's date format.
 */
function RequestForm({ initial, submitLabel, submitIcon, testIds, onSubmit, resetOnSuccess }: RequestFormProps) {
  const { t } = useLingui();
  return (
    <Formik
      initialValues={initial}
      enableReinitialize
      validate={(values) => yupErrors(requestSchema, values)}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        const r = await onSubmit(values.title.trim(), values.deadline);
        if (!r.ok) helpers.setErrors(r.fieldErrors);
        else if (resetOnSuccess) helpers.resetForm();
      }}
    >
      {({ values, errors, isSubmitting, setFieldValue }) => (
        <Form noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Field
              as={TextField}
              name="title"
              label={t`Title`}
              size="small"
              required
              error={!!errors.title}
              helperText={errors.title}
              sx={{ flexGrow: 1, width: { xs: '100%', sm: 'auto' } }}
              slotProps={{ htmlInput: { 'data-testid': testIds?.title } }}
            />
            <DateField
              name="deadline"
              label={t`Deadline`}
              size="small"
              required
              value={values.deadline}
              min={todayIso()}
              onChange={(v) => void setFieldValue('deadline', v, false)}
              error={!!errors.deadline}
              helperText={errors.deadline}
              inputTestId={testIds?.deadline}
              sx={{ width: { xs: '100%', sm: 200 } }}
            />
            <Button type="submit" variant={resetOnSuccess ? 'contained' : 'outlined'} startIcon={submitIcon} disabled={isSubmitting} data-testid={testIds?.submit} sx={{ mt: { sm: 0.25 } }}>
              {submitLabel}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** /buyers/projects/{projectId}/requests: the buyer's request editor (form, questions, templates, shares). */
export function BuyerRequestsPage() {
  const { projectId = '' } = useParams();
  const { t } = useLingui();
  const { notify, noticeElement } = useNotice();
  const { data, error, refresh, create } = useBuyerRequests(projectId, notify);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      {/* The project group and the project by name (issue #47, point 11), as on the project's other pages. */}
      <Breadcrumbs separator={<NavigateNext fontSize="small" />} aria-label={t`Breadcrumb`} sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/buyers/projects" underline="hover" color="inherit">{t`Buyers`}</Link>
        {data?.project.client && (
          <Link component={RouterLink} to={clientProjectsPath('buyers', data.project.client.id)} underline="hover" color="inherit">{data.project.client.name}</Link>
        )}
        <Link component={RouterLink} to={`/buyers/projects/${projectId}/solutions`} underline="hover" color="inherit" noWrap sx={{ maxWidth: 320 }}>{data?.project.name ?? t`Project`}</Link>
        <Typography color="text.primary" aria-current="page">{t`Requests`}</Typography>
      </Breadcrumbs>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>{t`Requests to sellers`}</Typography>
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}

      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{t`New request`}</Typography>
          <RequestForm
            initial={{ title: '', deadline: '' }}
            submitLabel={t`Create request`}
            submitIcon={<AddIcon />}
            testIds={{ title: 'request-title', deadline: 'request-deadline', submit: 'request-create' }}
            onSubmit={create}
            resetOnSuccess
          />
        </CardContent>
      </Card>

      {data?.projectRequests.length === 0 && <Alert severity="info">{t`No requests yet. Create one, add questions and share it with sellers.`}</Alert>}
      <Stack spacing={3}>
        {data?.projectRequests.map((r) => (
          <RequestEditor key={r.id} projectId={projectId} request={r} templates={data.questionTemplates} onChanged={refresh} notify={notify} />
        ))}
      </Stack>
      {noticeElement}
    </Box>
  );
}

interface EditorProps {
  projectId: string;
  request: BuyerRequestFieldsFragment;
  templates: Array<{ id: string; name: string; icon?: string | null; questions: Array<{ question: string; type: string }> }>;
  onChanged(): void;
  notify(text: string, severity?: 'success' | 'error'): void;
}

function RequestEditor({ projectId, request, templates, onChanged, notify }: EditorProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const [question, setQuestion] = useState('');
  const [type, setType] = useState('yesno');
  const [templateId, setTemplateId] = useState('');
  const [templateName, setTemplateName] = useState('');
  const [share, setShare] = useState({ supplier: '', name: '', email: '', message: '' });
  const writes = useRequestEditor(projectId, request.id, notify, onChanged);
  const statusLabel = (s: string) => ({ draft: t`Draft`, sent: t`Sent`, pending: t`Pending`, accepted: t`Accepted`, rejected: t`Declined` })[s] ?? s;

  return (
    <Card component="section" data-testid={`request-${request.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>{request.title}</Typography>
          <Chip label={statusLabel(request.status)} color={request.status === 'sent' ? 'primary' : 'default'} data-testid="request-status" />
        </Stack>
        <Box sx={{ mb: 3 }}>
          <RequestForm initial={{ title: request.title, deadline: request.deadline }} submitLabel={t`Save`} onSubmit={writes.update} />
        </Box>

        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>{t`Questions`}</Typography>
        <Stack spacing={1} sx={{ my: 1 }} data-testid="request-questions">
          {request.questions.map((q, i) => (
            <Box key={q.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ flexGrow: 1 }}>{i + 1}. {q.question}</Typography>
              <Chip size="small" label={q.type === 'yesno' ? t`Yes/no` : t`Text`} />
              <IconButton aria-label={t`Delete question`} onClick={() => void writes.deleteQuestion(q.id)}><DeleteOutline /></IconButton>
            </Box>
          ))}
          {request.questions.length === 0 && <Typography color="text.secondary">{t`No questions yet.`}</Typography>}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField label={t`Question`} value={question} onChange={(e) => setQuestion(e.target.value)} size="small" sx={{ flexGrow: 1 }} slotProps={{ htmlInput: { 'data-testid': 'question-text' } }} />
          <TextField select label={t`Type`} value={type} onChange={(e) => setType(e.target.value)} size="small" sx={{ minWidth: 120 }}>
            <MenuItem value="yesno">{t`Yes/no`}</MenuItem>
            <MenuItem value="text">{t`Text`}</MenuItem>
          </TextField>
          <Button variant="outlined" data-testid="question-add" onClick={() => void writes.addQuestion(question, type).then((ok) => ok && setQuestion(''))}>{t`Add question`}</Button>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
          <TextField select label={t`Question template`} value={templateId} onChange={(e) => setTemplateId(e.target.value)} size="small" sx={{ minWidth: 240 }} slotProps={{ htmlInput: { 'data-testid': 'template-select' } }}>
            {templates.map((tpl) => <MenuItem key={tpl.id} value={tpl.id} sx={{ gap: 1 }}><AppIcon icon={tpl.icon} fontSize="small" color="action" />{tpl.name}</MenuItem>)}
          </TextField>
          <Button variant="outlined" disabled={!templateId} data-testid="template-import" onClick={() => void writes.importTemplate(templateId)}>{t`Import template`}</Button>
          {user.isPartnerAdmin && (
            <>
              <TextField label={t`Save questions as template`} value={templateName} onChange={(e) => setTemplateName(e.target.value)} size="small" sx={{ minWidth: 300 }} />
              <Button
                variant="text"
                onClick={() =>
                  void writes.saveTemplate({ name: templateName, questions: request.questions.map((q) => ({ question: q.question, type: q.type })) }).then((ok) => ok && setTemplateName(''))
                }
              >
                {t`Save template`}
              </Button>
            </>
          )}
        </Stack>

        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>{t`Shared with sellers`}</Typography>
        <Stack spacing={1} sx={{ my: 1 }}>
          {request.shares.map((s) => (
            <Box key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid={`share-${s.id}`}>
              <Typography sx={{ flexGrow: 1 }}>{s.supplier} · {s.name} · {s.email}</Typography>
              <Chip size="small" label={s.respondedAt ? t`Response received` : statusLabel(s.status)} color={s.respondedAt ? 'success' : 'default'} />
              {s.respondedAt && <Button size="small" component={RouterLink} to={`/buyers/projects/${projectId}/solutions`}>{t`See response`}</Button>}
              <Button size="small" color="error" onClick={() => void writes.cancelShare(s.id)}>{t`Cancel`}</Button>
            </Box>
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField label={t`Supplier`} value={share.supplier} onChange={(e) => setShare({ ...share, supplier: e.target.value })} size="small" slotProps={{ htmlInput: { 'data-testid': 'share-supplier' } }} />
          <TextField label={t`Name`} value={share.name} onChange={(e) => setShare({ ...share, name: e.target.value })} size="small" slotProps={{ htmlInput: { 'data-testid': 'share-name' } }} />
          <TextField label={t`E-mail`} value={share.email} onChange={(e) => setShare({ ...share, email: e.target.value })} size="small" slotProps={{ htmlInput: { 'data-testid': 'share-email' } }} />
          <TextField label={t`Message`} value={share.message} onChange={(e) => setShare({ ...share, message: e.target.value })} size="small" sx={{ flexGrow: 1 }} />
          <Button
            variant="contained"
            startIcon={<SendOutlined />}
            data-testid="share-send"
            onClick={() =>
              void writes.share(share).then((ok) => ok && setShare({ supplier: '', name: '', email: '', message: '' }))
            }
          >
            {t({ message: 'Share', context: 'give access' })}
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          <Trans>A seller without an account gets an e-mail with a link to register and open the request.</Trans>
        </Typography>
      </CardContent>
    </Card>
  );
}
