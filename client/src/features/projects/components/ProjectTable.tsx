import { useLingui } from '@lingui/react/macro';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../../app/session';
import type { ProjectSummaryFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../common/format-date';
import { initials } from '../../common/initials';
import { projectDetailsPath } from '../project-form';

/** Projects of one client: name (a link), owner and last change; the whole row opens the project. */
export function ProjectTable({ namespace, projects, caption }: { namespace: string; projects: ProjectSummaryFieldsFragment[]; caption: string }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <Table size="small" aria-label={caption} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell>{t`Project`}</TableCell>
          <TableCell sx={{ width: { sm: 200, md: 240 }, display: { xs: 'none', sm: 'table-cell' } }}>{t`Owner`}</TableCell>
          <TableCell sx={{ width: { xs: 124, sm: 140 } }} align="right">{t`Updated`}</TableCell>
          <TableCell sx={{ width: 44, display: { xs: 'none', sm: 'table-cell' } }} />
        </TableRow>
      </TableHead>
      <TableBody>
        {projects.map((p) => {
          const path = projectDetailsPath(p.namespace || namespace, p.id);
          const mine = p.owner.id === user.id;
          return (
            <TableRow
              key={p.id}
              hover
              data-testid={`project-row-${p.id}`}
              onClick={(e) => {
                // The link itself handles its own clicks (and middle clicks); the rest of the row follows it.
                if (!(e.target as HTMLElement).closest('a')) void navigate(path);
              }}
              sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
            >
              <TableCell sx={{ overflow: 'hidden' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                  <Link component={RouterLink} to={path} title={p.name} underline="hover" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {p.name}
                  </Link>
                  {p.sharedWithPartner && <Chip size="small" label={t`Shared with you`} color="info" variant="outlined" />}
                </Box>
                <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                  {mine ? t`You` : p.owner.name}
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                  <Avatar sx={{ width: 26, height: 26, fontSize: 12, bgcolor: mine ? 'primary.main' : 'grey.500' }} aria-hidden>
                    {initials(p.owner.name)}
                  </Avatar>
                  <Typography variant="body2" noWrap>{mine ? t`You` : p.owner.name}</Typography>
                </Box>
              </TableCell>
              <TableCell align="right">
                {/* Wraps at its spaces on a phone rather than being cut ("29. nov. 2026" is wider than the column at 390 px). */}
                <Typography variant="body2" color="text.secondary">
                  {formatDate(p.updatedAt, i18n.locale)}
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, color: 'text.disabled' }} aria-hidden>
                <ChevronRight fontSize="small" />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
