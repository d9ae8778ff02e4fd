import { Trans, useLingui } from '@lingui/react/macro';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { HoverTooltip } from '../common/HoverTooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SUPPORT_PHONE, SUPPORT_PHONE_HOURS } from '../../../../shared/constants';
import { SUPPORT_FEEDBACK_MAX } from '../../../../shared/validation/shell';
import { useSupportSubmit } from './help.hooks';

type Open = 'support' | 'faq' | 'call' | null;

/** The help menu of the app bar: support, FAQ and call-us dialogs (spec §1, §7 POST /user/support/submit). */
export function HelpMenu() {
  const { t } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const pick = (o: Open) => {
    setAnchor(null);
    setOpen(o);
  };
  return (
    <>
      <HoverTooltip title={t`Help`}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={t`Help`} data-testid="help-menu">
          <HelpOutline />
        </IconButton>
      </HoverTooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick('support')} data-testid="help-support">{t`Contact support`}</MenuItem>
        <MenuItem onClick={() => pick('faq')} data-testid="help-faq">{t`FAQ`}</MenuItem>
        <MenuItem onClick={() => pick('call')} data-testid="help-call">{t`Call us`}</MenuItem>
      </Menu>
      <SupportDialog open={open === 'support'} onClose={() => setOpen(null)} />
      <FaqDialog open={open === 'faq'} onClose={() => setOpen(null)} />
      <CallUsDialog open={open === 'call'} onClose={() => setOpen(null)} />
    </>
  );
}

export function SupportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useLingui();
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const { sendFeedback, sending } = useSupportSubmit();
  const close = () => {
    setFeedback('');
    setError(null);
    setThanks(null);
    onClose();
  };
  const send = async () => {
    setError(null);
    if (!feedback.trim()) {
      setError(t`Please write your message.`);
      return;
    }
    const result = await sendFeedback(feedback);
    if (result.ok) {
      setThanks(result.text);
      setFeedback('');
    } else {
      setError(result.message);
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="support-title" fullWidth maxWidth="sm">
      <DialogTitle id="support-title">{t`Contact support`}</DialogTitle>
      <DialogContent>
        {thanks ? (
          <Alert severity="success" data-testid="support-thanks">{thanks}</Alert>
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t`Tell us what you need help with. We answer by e-mail.`}</DialogContentText>
            <TextField
              label={t`Your message`}
              value={feedback}
              onChange={(e) => setFeedback(e.target.value)}
              multiline
              minRows={5}
              fullWidth
              autoFocus
              error={!!error}
              helperText={error ?? `${feedback.length}/${SUPPORT_FEEDBACK_MAX}`}
              slotProps={{ htmlInput: { maxLength: SUPPORT_FEEDBACK_MAX, 'data-testid': 'support-feedback' } }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{thanks ? t`Close` : t`Cancel`}</Button>
        {!thanks && <Button variant="contained" onClick={send} disabled={sending} data-testid="support-submit">{t`Send`}</Button>}
      </DialogActions>
    </Dialog>
  );
}

function FaqDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useLingui();
  const faq = [
    { q: t`How is the CO2 figure calculated?`, a: t`Energy use in kWh a year times the grid factor of the project's country, less the share of renewable energy. Every figure on the solutions screen explains how it was made.` },
    { q: t`What does the energy rating A to G mean?`, a: t`It compares the equipment's efficiency with the reference for its category: A is the most efficient, G the least.` },
    { q: t`How can a customer check a report?`, a: t`Every exported report carries a document ID and its CO2 total. Anyone can check them on the verification page, also through the QR code on the front page.` },
    { q: t`Who can see my projects?`, a: t`You, the people you share a project with, and your organisation's partner admins and collaborators. Nobody else.` },
    { q: t`How do I add colleagues?`, a: t`A partner admin invites users and assigns seats under Partner admin, Users.` },
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="faq-title" fullWidth maxWidth="sm">
      <DialogTitle id="faq-title">{t`Frequently asked questions`}</DialogTitle>
      <DialogContent>
        {faq.map((f) => (
          <Accordion key={f.q} disableGutters>
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Typography>{f.q}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2" color="text.secondary">{f.a}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Close`}</Button>
      </DialogActions>
    </Dialog>
  );
}

function CallUsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="call-us-title">
      <DialogTitle id="call-us-title">{t`Call us`}</DialogTitle>
      <DialogContent>
        <Typography variant="h3" component="p" sx={{ mb: 1 }}>
          <Link href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} data-testid="call-us-phone">{SUPPORT_PHONE}</Link>
        </Typography>
        <Typography color="text.secondary"><Trans>Weekdays {SUPPORT_PHONE_HOURS} (Central European Time).</Trans></Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Close`}</Button>
      </DialogActions>
    </Dialog>
  );
}
