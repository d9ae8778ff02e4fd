import { useLingui } from '@lingui/react/macro';
import AccountCircle from '@mui/icons-material/AccountCircle';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import Translate from '@mui/icons-material/Translate';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import { HoverTooltip } from '../common/HoverTooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { DESKTOP_BREAKPOINT_PX } from '../../../../shared/constants';
import { usePreferences } from '../../app/preferences';
import { useSession } from '../../app/session';
import { Sidebar } from '../sidebar';
import { HelpMenu } from './HelpDialogs';
import { LanguageDialog } from './LanguageDialog';
import { VerificationBanner } from './VerificationBanner';
import { Logo } from '../common/Logo';
import { SkipLink } from '../common/SkipLink';
import { IncompletePaymentsDialog, UnfinishedRegistrationDialog } from '../subscriptions';
import { AdminNotices, NotificationsButton } from '../validation';

export const DRAWER_WIDTH = 320;
/** The main region's id: the skip link's target, focused after each navigation. */
const MAIN_ID = 'main-content';

/** The signed-in frame: top bar, navigation drawer with the client/project sidebar, content. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { user, logout } = useSession();
  const { dark, setDark, setBuyer } = usePreferences();
  const desktop = useMediaQuery(`(min-width:${DESKTOP_BREAKPOINT_PX}px)`);
  const [open, setOpen] = useState(desktop);
  const [languageOpen, setLanguageOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => setOpen(desktop), [desktop]);
  // After navigating, the keyboard continues in the new page's content, not at <body> (WCAG 2.4.3;
  // issue #47, point 6): focus goes to the main region, whose first Tab is the page's first control.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [location.pathname]);
  useEffect(() => setBuyer(user.partner.type === 'buyer'), [user.partner.type, setBuyer]);
  // On small screens the drawer closes after navigating.
  useEffect(() => {
    if (!desktop) setOpen(false);
  }, [location.pathname, desktop]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', '@media print': { display: 'block' } }}>
      {/* The first Tab of every page: past the top bar and the sidebar (WCAG 2.4.1). */}
      <SkipLink target={`#${MAIN_ID}`} label={t`Skip to content`} testId="skip-link" />
      <AppBar position="fixed" color="primary" className="report-no-print" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton color="inherit" edge="start" onClick={() => setOpen((o) => !o)} aria-label={t`Toggle navigation`} sx={{ mr: 1 }}>
            <MenuIcon />
          </IconButton>
          <Box component={RouterLink} to="/" sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }} aria-label={`GreenIT Assess – ${t`Start page`}`}>
            <Logo size={28} inverse />
          </Box>
          {user.partner.logoUrl && (
            // The partner's own logo (spec §5), on a light plate so that any logo reads on the bar.
            <Box sx={{ bgcolor: 'common.white', borderRadius: 1, px: 1, py: 0.5, mr: 1, display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}>
              <Box component="img" src={user.partner.logoUrl} alt={t`${user.partner.name} logo`} data-testid="partner-logo" sx={{ height: 28, maxWidth: 140, objectFit: 'contain' }} />
            </Box>
          )}
          <HelpMenu />
          <HoverTooltip title={t`Language`}>
            <IconButton color="inherit" onClick={() => setLanguageOpen(true)} aria-label={t`Language`}>
              <Translate />
            </IconButton>
          </HoverTooltip>
          <HoverTooltip title={dark ? t`Light mode` : t`Dark mode`}>
            <IconButton color="inherit" onClick={() => setDark(!dark)} aria-label={dark ? t`Light mode` : t`Dark mode`}>
              {dark ? <LightMode /> : <DarkMode />}
            </IconButton>
          </HoverTooltip>
          <NotificationsButton />
          <HoverTooltip title={user.email}>
            <IconButton color="inherit" onClick={(e) => setMenuAnchor(e.currentTarget)} aria-label={t`Account`} data-testid="account-menu">
              <AccountCircle />
            </IconButton>
          </HoverTooltip>
          <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
            <MenuItem disabled>
              <ListItemText primary={user.name} secondary={user.partner.name} />
            </MenuItem>
            <MenuItem onClick={() => { setMenuAnchor(null); void navigate('/users/settings'); }}>{t`Settings`}</MenuItem>
            {user.isPartnerAdmin && <MenuItem onClick={() => { setMenuAnchor(null); void navigate('/partner-admin'); }}>{t`Partner admin`}</MenuItem>}
            {user.isSuperAdmin && <MenuItem onClick={() => { setMenuAnchor(null); void navigate('/admin/catalogue'); }}>{t`Import catalogue`}</MenuItem>}
            {user.isSuperAdmin && <MenuItem onClick={() => { setMenuAnchor(null); void navigate('/admin/validation'); }} data-testid="menu-validation-queue">{t`Validation queue`}</MenuItem>}
            {user.isSuperAdmin && <MenuItem onClick={() => { setMenuAnchor(null); void navigate('/admin/categories'); }} data-testid="menu-category-admin">{t`Category admin`}</MenuItem>}
            <MenuItem onClick={() => { setMenuAnchor(null); void logout(); }}>{t`Log out`}</MenuItem>
          </Menu>
        </Toolbar>
      </AppBar>
      <Drawer
        className="report-no-print"
        variant={desktop ? 'persistent' : 'temporary'}
        open={open}
        onClose={() => setOpen(false)}
        sx={{ width: open && desktop ? DRAWER_WIDTH : 0, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        slotProps={{ paper: { component: 'nav', 'aria-label': t`Navigation` } as object }}
      >
        <Toolbar />
        <Sidebar />
      </Drawer>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, bgcolor: 'background.default', outline: 'none', '@media print': { p: 0 } }}>
        <Toolbar className="report-no-print" />
        <VerificationBanner />
        {children}
      </Box>
      {user.isPartnerAdmin && <IncompletePaymentsDialog />}
      {user.isPartnerAdmin && <UnfinishedRegistrationDialog />}
      {user.isSuperAdmin && <AdminNotices />}
      <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
    </Box>
  );
}
