import { useLingui } from '@lingui/react/macro';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { projectSettingsPath } from '../../projects';

/**
 * The project's sections above the solutions: details, solutions, reports, the replace-or-retain
 * decision (project manager, issue #32) and a buyer's requests.
 */
export function ProjectSectionTabs({ namespace, projectId, solutionsHref, value = 'solutions' }: { namespace: string; projectId: string; solutionsHref: string; value?: 'solutions' | 'decision' }) {
  const { t } = useLingui();
  return (
    <Tabs value={value} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none', fontWeight: 600, minHeight: 44 } }} aria-label={t`Project sections`}>
      <Tab value="details" label={t`Project details`} component={RouterLink} to={projectSettingsPath(namespace, projectId)} />
      <Tab value="solutions" label={t`Solutions`} component={RouterLink} to={solutionsHref} />
      <Tab value="reports" label={t`Reports`} component={RouterLink} to={`/${namespace}/projects/${projectId}/select-report`} data-testid="tab-reports" />
      {namespace === 'project-manager' && <Tab value="decision" label={t`Replace or retain`} component={RouterLink} to={`/project-manager/projects/${projectId}/decision`} data-testid="tab-decision" />}
      {namespace === 'buyers' && <Tab value="requests" label={t`Requests`} component={RouterLink} to={`/buyers/projects/${projectId}/requests`} data-testid="tab-requests" />}
    </Tabs>
  );
}
