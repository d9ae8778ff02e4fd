import { useLingui } from '@lingui/react/macro';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { HoverTooltip } from '../common/HoverTooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../common/format-date';
import { notificationText } from './notification-text';
import { useNotifications } from './notifications.hooks';

/** The user's notifications (spec §3 Notification: message, category, status) in the top bar, marked read on click. */
export function NotificationsButton() {
  const { t, i18n } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { notifications: list, markRead, markAllRead } = useNotifications();
  const unread = list.filter((n) => n.status === 'unread').length;
  const categoryLabel = (c: string) => (c === 'validation' ? t`Validation` : c === 'item_request' ? t`Requested item` : t`Notice`);

  return (
    <>
      <HoverTooltip title={t`Notifications`}>
        {/* The accessible name holds the badge's number it shows (WCAG 2.5.3 label in name). */}
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={unread ? t`Notifications: ${unread} unread` : t`Notifications`} data-testid="notifications-button">
          <Badge badgeContent={unread || null} color="error" data-testid="notifications-unread">
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </HoverTooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { width: 420, maxHeight: 480 } } }}>
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>{t`Notifications`}</Typography>
          <Button size="small" disabled={!unread} onClick={markAllRead}>{t`Mark all as read`}</Button>
        </Box>
        <Divider />
        {!list.length && <MenuItem disabled>{t`No notifications`}</MenuItem>}
        {list.map((n) => (
          <MenuItem
            key={n.id}
            onClick={() => {
              if (n.status === 'unread') markRead(n.id);
            }}
            sx={{ whiteSpace: 'normal', alignItems: 'flex-start', gap: 1, fontWeight: n.status === 'unread' ? 600 : 400 }}
            data-testid="notification-item"
          >
            <ListItemText
              primary={notificationText(n)}
              secondary={formatDateTime(n.createdAt, i18n.locale)}
              slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
            />
            <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'end' }}>
              <Chip size="small" label={categoryLabel(n.category)} />
              <Chip size="small" variant="outlined" color={n.status === 'unread' ? 'primary' : 'default'} label={n.status === 'unread' ? t`Unread` : t`Read`} />
            </Box>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
