import { useLingui } from '@lingui/react/macro';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ProjectListSidebarQuery } from '../../gql/graphql';
import { clientProjectsPath, projectDetailsPath } from '../projects';

type Group = ProjectListSidebarQuery['projectList'][number];

interface SidebarClientGroupProps {
  group: Group;
  namespace: string;
  /** Its projects are listed (always while searching). */
  open: boolean;
  onToggle(): void;
  /** The current path: the project it shows is marked selected. */
  pathname: string;
}

/** One client (or project group) of the sidebar: a header that folds its projects, a link to its page, and its projects. */
export function SidebarClientGroup({ group: g, namespace, open, onToggle, pathname }: SidebarClientGroupProps) {
  const { t } = useLingui();
  const listId = `sidebar-client-${g.client.id}-projects`;
  const clientName = g.client.name;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ListItem
        component="div"
        disablePadding
        secondaryAction={
          <Tooltip title={t`Open ${clientName}`} placement="right">
            <IconButton size="small" edge="end" component={RouterLink} to={clientProjectsPath(namespace, g.client.id)} aria-label={t`Open ${clientName}`}>
              <OpenInNew sx={{ fontSize: 16 }} />
            </IconButton>
          </Tooltip>
        }
        sx={{ '& .MuiListItemSecondaryAction-root': { right: 12 } }}
      >
        <ListItemButton
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={listId}
          data-testid={`sidebar-client-${g.client.id}`}
          sx={{ pl: 2, pr: 6 }}
        >
          <ListItemIcon sx={{ minWidth: 30 }}>{open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}</ListItemIcon>
          <BusinessOutlined sx={{ fontSize: 18, mr: 1, color: 'text.secondary' }} aria-hidden />
          <ListItemText primary={clientName} slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }} />
          <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }} aria-hidden>{g.projects.length}</Typography>
        </ListItemButton>
      </ListItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List dense disablePadding id={listId}>
          {g.projects.map((p) => {
            const path = projectDetailsPath(p.namespace || namespace, p.id);
            // A single-solution project's own address is /single-solution/project/{id}.
            const selected = pathname.startsWith(`/${p.namespace || namespace}/projects/${p.id}/`) || pathname === path;
            return (
              <Box component="li" key={p.id} sx={{ listStyle: 'none' }}>
                <ListItemButton
                  component={RouterLink}
                  to={path}
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                  data-testid={`sidebar-project-${p.id}`}
                  sx={{ pl: 7.5, pr: 2, mx: 1, borderRadius: 1.5 }}
                >
                  <ListItemText primary={p.name} slotProps={{ primary: { noWrap: true, title: p.name } }} />
                  {p.sharedWithPartner && (
                    <Tooltip title={t`Shared with you`}>
                      <ShareOutlined sx={{ fontSize: 14, ml: 1, color: 'text.secondary' }} aria-label={t`Shared with you`} />
                    </Tooltip>
                  )}
                </ListItemButton>
              </Box>
            );
          })}
        </List>
      </Collapse>
    </Box>
  );
}
