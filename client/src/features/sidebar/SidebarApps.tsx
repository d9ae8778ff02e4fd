import { useLingui } from '@lingui/react/macro';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isLockedFor, type Capability } from '../../../../shared/subscriptions/paid';
import { useSession } from '../../app/session';
import { useNewRequestCount } from '../requests';

interface AppLink {
  to: string;
  label: string;
  icon: ReactNode;
  selected: boolean;
  locked: boolean;
}

/**
 * The navigation's links: the apps the user works in, then the admin pages they may open. Buyers work
 * in their project groups (issue #34 point 3); a paid app shows its lock before it is entered (point 2);
 * admin pages are in the navigation, not only in the account menu (point 13).
 */
export function SidebarApps({ urlNamespace }: { urlNamespace: string | null }) {
  const { t } = useLingui();
  const { user } = useSession();
  const newRequestCount = useNewRequestCount();
  const { pathname } = useLocation();
  const link = (to: string, label: string, icon: ReactNode, selected: boolean, capability?: Capability): AppLink => ({
    to,
    label,
    icon,
    selected,
    locked: capability ? isLockedFor(user, capability) : false,
  });
  const apps =
    user.partner.type === 'buyer'
      ? [
          link('/buyers/projects', t`Project groups`, <StorefrontOutlined />, pathname.startsWith('/buyers/')),
          link('/dashboard', t`Dashboard`, <InsightsOutlined />, pathname === '/dashboard'),
        ]
      : [
          link('/', t`Start page`, <HomeOutlined />, pathname === '/'),
          link('/dashboard', t`Dashboard`, <InsightsOutlined />, pathname === '/dashboard'),
          link('/project-manager/projects', t`Project manager`, <AccountTreeOutlined />, urlNamespace === 'project-manager', 'projectManager'),
          link('/comparative-solution/projects', t`Comparative solution`, <CompareArrowsOutlined />, urlNamespace === 'comparative-solution', 'comparativeProject'),
          link('/single-solution/projects', t`Single solution`, <DnsOutlined />, urlNamespace === 'single-solution', 'solutions'),
          link('/requests', t`Requests`, <Badge badgeContent={newRequestCount} color="error" data-testid="request-badge"><InboxOutlined /></Badge>, pathname.startsWith('/requests')),
        ];
  const admin = [
    ...(user.isPartnerAdmin ? [link('/partner-admin', t`Partner admin`, <AdminPanelSettingsOutlined />, pathname === '/partner-admin')] : []),
    ...(user.isSuperAdmin
      ? [
          link('/admin/catalogue', t`Import catalogue`, <CloudUploadOutlined />, pathname === '/admin/catalogue'),
          link('/admin/validation', t`Validation queue`, <FactCheckOutlined />, pathname === '/admin/validation'),
          link('/admin/categories', t`Category admin`, <CategoryOutlined />, pathname === '/admin/categories'),
        ]
      : []),
  ];
  return (
    <>
      <LinkList label={t`Apps`} links={apps} />
      {admin.length > 0 && <LinkList label={t`Administration`} links={admin} dense testId="sidebar-admin" />}
    </>
  );
}

function LinkList({ label, links, dense, testId }: { label: string; links: AppLink[]; dense?: boolean; testId?: string }) {
  const { t } = useLingui();
  const lockedLabel = t`Paid: needs a paid subscription`;
  return (
    <List aria-label={label} dense={dense} sx={{ px: 1, pt: dense ? 0 : undefined }} data-testid={testId}>
      {links.map((l) => (
        // Each link is a list item of its own (a <ul> holds only <li>: WCAG 1.3.1).
        <ListItem key={l.to} disablePadding sx={{ mb: dense ? 0 : 0.25 }}>
          <ListItemButton component={RouterLink} to={l.to} selected={l.selected} aria-current={l.selected ? 'page' : undefined} sx={{ borderRadius: 2 }}>
            <ListItemIcon sx={{ minWidth: 40, color: l.selected ? 'primary.main' : undefined }}>{l.icon}</ListItemIcon>
            <ListItemText primary={l.label} slotProps={{ primary: { sx: { fontWeight: l.selected ? 600 : 500 } } }} />
            {l.locked && (
              <Tooltip title={lockedLabel}>
                <LockOutlined fontSize="small" color="action" aria-label={lockedLabel} role="img" data-testid={`sidebar-locked-${l.to.split('/')[1]}`} />
              </Tooltip>
            )}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
