import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { ReportOptionsPanel } from '../report-options';
import { SubscriptionsTemplate } from '../subscriptions';
import { ApiTokensTemplate } from './templates/ApiTokensTemplate';
import { BillingTemplate } from './templates/BillingTemplate';
import { CompanyTemplate } from './templates/CompanyTemplate';
import { DataMethodsTemplate } from './templates/DataMethodsTemplate';
import { InvoicesTemplate } from './templates/InvoicesTemplate';
import { LogoTemplate } from './templates/LogoTemplate';
import { QuestionTemplatesTemplate } from './templates/QuestionTemplatesTemplate';
import { Scope2MethodTemplate } from './templates/Scope2MethodTemplate';
import { SubsidiariesTemplate } from './templates/SubsidiariesTemplate';
import { UsersTemplate } from './templates/UsersTemplate';
import { TEMPLATE_TITLES, TEMPLATES, templateOf, templatePath, type Template } from './templates';

function TemplateBody({ template }: { template: Template }) {
  const { t } = useLingui();
  const { user } = useSession();
  switch (template) {
    case 'users':
      return <UsersTemplate />;
    case 'billing':
      return <BillingTemplate />;
    case 'logo':
      return <LogoTemplate />;
    case 'subsidiaries':
      return <SubsidiariesTemplate />;
    case 'api-key':
      return <ApiTokensTemplate />;
    case 'data-method-priority':
      return <DataMethodsTemplate />;
    case 'scope2-method':
      return <Scope2MethodTemplate />;
    case 'subscriptions':
      return <SubscriptionsTemplate />;
    case 'invoices':
      return <InvoicesTemplate />;
    case 'question-templates':
      return <QuestionTemplatesTemplate />;
    case 'report-options':
      return (
        <>
          <Typography color="text.secondary">{t`Defaults for every user of ${user.partner.name}. Users can choose their own unless you make the front-page images apply to all.`}</Typography>
          <ReportOptionsPanel scope="partner" />
        </>
      );
    default:
      return <CompanyTemplate />;
  }
}

/**
 * /partner-admin (spec/platform-and-shell.md §2, §6): partner admins only; the screen is chosen by
 * the template query parameter, each with its own URL, listed in the menu on the left.
 */
export function PartnerAdminPage() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const template = templateOf(params.get('template'));

  if (!user.isPartnerAdmin && !user.isSuperAdmin) {
    return (
      <Dialog open aria-labelledby="access-denied-title">
        <DialogTitle id="access-denied-title">{t`Access denied`}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t`The partner-admin area is for partner admins.`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => navigate('/', { replace: true })} autoFocus>{t`Go to the start page`}</Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3, alignItems: 'start', maxWidth: 1300 }}>
      <Paper variant="outlined" component="nav" aria-label={t`Partner admin`}>
        <Typography variant="overline" component="p" sx={{ px: 2, pt: 1.5, color: 'text.secondary' }}>{user.partner.name}</Typography>
        <List dense>
          {TEMPLATES.filter((key) => key !== 'question-templates' || user.partner.type === 'buyer').map((key) => (
            // A <ul> holds only <li> (WCAG 1.3.1): each link in a list item of its own.
            <ListItem key={key} disablePadding>
              <ListItemButton component={RouterLink} to={templatePath(key)} selected={key === template} aria-current={key === template ? 'page' : undefined} data-testid={`partner-admin-menu-${key}`}>
                <ListItemText primary={i18n._(TEMPLATE_TITLES[key])} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography variant="h1" component="h1">{i18n._(TEMPLATE_TITLES[template])}</Typography>
        <TemplateBody template={template} />
      </Box>
    </Box>
  );
}
