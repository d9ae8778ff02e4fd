import { Trans, useLingui } from '@lingui/react/macro';
import ClearIcon from '@mui/icons-material/Clear';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  SEARCH_MIN_LENGTH,
  SIDEBAR_FILTERS,
  type SidebarFilter,
} from '../../../../shared/constants';
import { useSession } from '../../app/session';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { SidebarApps } from './SidebarApps';
import { SidebarClientGroup } from './SidebarClientGroup';
import { useSidebarProjects } from './sidebar.hooks';

/** The namespaces the sidebar can list: a seller's three apps, or a buyer's project groups. */
export const SIDEBAR_NAMESPACES = ['project-manager', 'comparative-solution', 'single-solution', 'buyers'] as const;
const SELLER_NAMESPACES: readonly SidebarNamespace[] = ['project-manager', 'comparative-solution', 'single-solution'];
const BUYER_NAMESPACES: readonly SidebarNamespace[] = ['buyers'];
export type SidebarNamespace = (typeof SIDEBAR_NAMESPACES)[number];

/** How close to the end of the list (px) the next page starts loading. */
const LOAD_MORE_MARGIN_PX = 240;

/** Pause after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The namespace of a path such as /comparative-solution/projects/7/project-details, if it is one of the sidebar's. */
export function namespaceOfPath(pathname: string): SidebarNamespace | null {
  const first = pathname.split('/')[1];
  return (SIDEBAR_NAMESPACES as readonly string[]).includes(first) ? (first as SidebarNamespace) : null;
}

/** Spec §2: collaborators start on the organisation's projects, everyone else on their latest. */
export function defaultFilter(isCollaborator: boolean): SidebarFilter {
  return isCollaborator ? 'orgProjects' : 'latest';
}

/** The navigation drawer's content: app links, and the clients with their projects (filters, search, live). */
export function Sidebar() {
  const { t } = useLingui();
  const { user } = useSession();
  const location = useLocation();
  const available = user.partner.type === 'buyer' ? BUYER_NAMESPACES : SELLER_NAMESPACES;
  const fromUrl = namespaceOfPath(location.pathname);
  const urlNamespace = fromUrl && available.includes(fromUrl) ? fromUrl : null;
  const [namespace, setNamespace] = useState<SidebarNamespace>(urlNamespace ?? available[0]);
  const [filter, setFilter] = useState<SidebarFilter>(() => defaultFilter(user.isCollaborator));
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});

  // Follow the app the user opens.
  useEffect(() => {
    if (urlNamespace) setNamespace(urlNamespace);
  }, [urlNamespace]);

  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Spec §5: the search starts at 4 characters; below that (and when emptied) the normal list shows.
  const searching = term.length >= SEARCH_MIN_LENGTH && search.trim().length >= SEARCH_MIN_LENGTH;
  const activeSearch = searching ? term : null;
  const tooShort = search.trim().length > 0 && search.trim().length < SEARCH_MIN_LENGTH;

  const { groups, loading, loadingMore, error, refetch, loadMore } = useSidebarProjects(namespace, filter, activeSearch);

  const filterLabels: Record<SidebarFilter, string> = {
    latest: t`Latest`,
    myProjects: t`My projects`,
    sharedWithMe: t`Shared with me`,
    allProjects: t`All projects`,
    orgProjects: t`Organisation`,
  };
  // A super admin whose organisation has no projects sees the apps and admin pages, not an empty client
  // list (issue #47, point 11); a search or another filter shows the list as usual.
  if (user.isSuperAdmin && groups?.length === 0 && !search.trim() && filter === defaultFilter(user.isCollaborator)) {
    return (
      <Box data-testid="sidebar" sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}>
        <SidebarApps urlNamespace={urlNamespace} />
      </Box>
    );
  }
  return (
    <Box data-testid="sidebar" sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}>
      <SidebarApps urlNamespace={urlNamespace} />
      <Divider />

      <Box component="section" aria-labelledby="sidebar-projects-title" sx={{ px: 2, pt: 2, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography id="sidebar-projects-title" variant="overline" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: 1, flexGrow: 1, lineHeight: 2 }}>
            {namespace === 'buyers' ? t`Project groups` : t`Clients and projects`}
          </Typography>
          <Link component={RouterLink} to={`/${namespace}/projects`} variant="caption" underline="hover" sx={{ fontWeight: 600 }}>
            {t`Open list`}
          </Link>
        </Box>
        {available.length > 1 && (
        <ToggleButtonGroup
          value={namespace}
          exclusive
          fullWidth
          size="small"
          color="primary"
          onChange={(_e, value: SidebarNamespace | null) => value && setNamespace(value)}
          aria-label={t`Application`}
          sx={{ mb: 1.5, '& .MuiToggleButton-root': { textTransform: 'none', fontWeight: 600, py: 0.5 } }}
        >
          <ToggleButton value="project-manager" data-testid="sidebar-namespace-project-manager">{t`Project manager`}</ToggleButton>
          <ToggleButton value="comparative-solution" data-testid="sidebar-namespace-comparative-solution">{t`Comparative`}</ToggleButton>
          <ToggleButton value="single-solution" data-testid="sidebar-namespace-single-solution">{t`Single`}</ToggleButton>
        </ToggleButtonGroup>
        )}

        <TextField
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setSearch('');
          }}
          placeholder={t`Search projects and clients`}
          size="small"
          fullWidth
          helperText={tooShort ? t`Type at least ${SEARCH_MIN_LENGTH} characters to search` : undefined}
          slotProps={{
            htmlInput: { 'data-testid': 'sidebar-search', 'aria-label': t`Search projects and clients` },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: search ? (
                <InputAdornment position="end">
                  <IconButton size="small" edge="end" onClick={() => setSearch('')} aria-label={t`Clear search`}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />

        <Box role="group" aria-label={t`Show`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1.5, opacity: activeSearch ? 0.5 : 1 }}>
          {SIDEBAR_FILTERS.map((name) => {
            const selected = filter === name;
            return (
              <Chip
                key={name}
                label={filterLabels[name]}
                size="small"
                clickable
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                onClick={() => setFilter(name)}
                aria-pressed={selected}
                data-testid={`sidebar-filter-${name}`}
              />
            );
          })}
        </Box>
      </Box>

      <Box sx={{ height: 4 }}>{loading && groups && <LinearProgress aria-label={t`Loading`} />}</Box>

      <Box
        sx={{ flexGrow: 1, overflowY: 'auto', minHeight: 120, pb: 2 }}
        aria-live="polite"
        aria-busy={loading || loadingMore}
        data-testid="sidebar-projects"
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - LOAD_MORE_MARGIN_PX) void loadMore();
        }}
      >
        {error && !groups && (
          <Alert
            severity="error"
            sx={{ mx: 2, mt: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
                {t`Retry`}
              </Button>
            }
            data-testid="sidebar-error"
          >
            {activeSearch ? t`Could not load projects` : t`An error has occurred`}
          </Alert>
        )}
        {!groups && !error && <SidebarSkeleton />}
        {groups && groups.length === 0 && (
          <Box sx={{ px: 3, py: 4, textAlign: 'center', color: 'text.secondary' }} data-testid="sidebar-empty">
            <DescriptionOutlined sx={{ fontSize: 36, mb: 1, opacity: 0.6 }} aria-hidden />
            <Typography variant="body2">
              {activeSearch ? <Trans>No projects match “{activeSearch}”.</Trans> : <Trans>No projects to show here yet.</Trans>}
            </Typography>
          </Box>
        )}
        {groups && groups.length > 0 && (
          <List dense disablePadding aria-label={t`Clients and projects`}>
            {groups.map((g) => {
              const open = activeSearch ? true : !collapsed[g.client.id];
              return (
                <SidebarClientGroup
                  key={g.client.id}
                  group={g}
                  namespace={namespace}
                  open={open}
                  onToggle={() => setCollapsed((c) => ({ ...c, [g.client.id]: open }))}
                  pathname={location.pathname}
                />
              );
            })}
          </List>
        )}
        {loadingMore && <LinearProgress aria-label={t`Loading`} sx={{ mx: 2, mt: 1 }} data-testid="sidebar-loading-more" />}
      </Box>
    </Box>
  );
}

function SidebarSkeleton() {
  const { t } = useLingui();
  return (
    <Box sx={{ px: 2, pt: 1 }} role="status" aria-label={t`Loading`} data-testid="sidebar-loading">
      {[0, 1, 2].map((i) => (
        <Box key={i} sx={{ mb: 1.5 }}>
          <Skeleton width="60%" height={26} />
          <Skeleton width="80%" height={22} sx={{ ml: 4 }} />
          <Skeleton width="70%" height={22} sx={{ ml: 4 }} />
        </Box>
      ))}
    </Box>
  );
}
