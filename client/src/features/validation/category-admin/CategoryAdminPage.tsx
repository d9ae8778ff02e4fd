import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { graphQLErrorInfo } from '../../../app/errors';
import { useSession } from '../../../app/session';
import { useNotice } from '../../common/useNotice';
import { useCategoryAdminActions, useCategoryAdminData } from './category-admin.hooks';
import { LcaPanel, ModesPanel, ServiceLifePanel } from './CategoryDefaultsPanels';
import { SubTypesPanel, TagsPanel, TypesPanel } from './CategoryListsPanels';

/** Super admin: category admin (spec §3): tags, category types, sub types, default modes, default LCA and default service life (issue #32). */
export function CategoryAdminPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const { notify, noticeElement } = useNotice();
  const [tab, setTab] = useState('tags');
  const { data, error, reload } = useCategoryAdminData(user.isSuperAdmin);
  const actions = useCategoryAdminActions(notify, reload);
  if (!user.isSuperAdmin) return <Navigate to="/403" replace />;

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <Typography variant="h1" component="h1">{t`Category admin`}</Typography>
      {error && <Alert severity="error">{graphQLErrorInfo(error).message}</Alert>}
      <Tabs value={tab} onChange={(_e, v: string) => setTab(v)} aria-label={t`Category admin sections`} sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none', fontWeight: 600 } }}>
        <Tab value="tags" label={t`Tags`} />
        <Tab value="types" label={t`Category types`} />
        <Tab value="subtypes" label={t`Sub types`} />
        <Tab value="modes" label={t`Default modes`} data-testid="tab-default-modes" />
        <Tab value="lca" label={t`Default LCA`} />
        <Tab value="life" label={t`Service life`} data-testid="tab-service-life" />
      </Tabs>
      {data && tab === 'tags' && <TagsPanel data={data} actions={actions} />}
      {data && tab === 'types' && <TypesPanel data={data} actions={actions} />}
      {data && tab === 'subtypes' && <SubTypesPanel data={data} actions={actions} />}
      {data && tab === 'modes' && <ModesPanel data={data} actions={actions} />}
      {data && tab === 'lca' && <LcaPanel data={data} actions={actions} />}
      {data && tab === 'life' && <ServiceLifePanel data={data} actions={actions} />}
      {noticeElement}
    </Box>
  );
}
