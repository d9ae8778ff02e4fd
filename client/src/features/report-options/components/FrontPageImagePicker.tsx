import { useLingui } from '@lingui/react/macro';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ReactNode } from 'react';
import { frontPageImageProblem } from '../../../../../shared/report-themes';
import type { FrontPageImagesFieldsFragment } from '../../../gql/graphql';
import { translateMessage } from '../../../app/messages';
import { uploadFrontPageImage } from '../upload-front-page-image';

interface FrontPageImagePickerProps {
  open: boolean;
  title: string;
  images: FrontPageImagesFieldsFragment;
  /** The image chosen for this report type (null: the default applies). */
  selected: string | null;
  /** Partner admins may upload and delete. */
  canManage: boolean;
  onSelect(url: string | null): void;
  onUploaded(warnings: string[]): Promise<unknown> | void;
  onDelete(url: string): Promise<unknown>;
  onClose(): void;
}

function Tile({ url, label, selected, onClick, children }: { url: string; label: string; selected: boolean; onClick(): void; children?: ReactNode }) {
  return (
    <Box sx={{ position: 'relative' }}>
      <ButtonBase
        onClick={onClick}
        aria-label={label}
        aria-pressed={selected}
        sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden', outline: selected ? '3px solid' : '1px solid', outlineColor: selected ? 'primary.main' : 'divider', outlineOffset: selected ? 1 : 0 }}
      >
        <Box component="img" src={url} alt="" loading="lazy" sx={{ display: 'block', width: '100%', aspectRatio: '210 / 297', objectFit: 'cover', bgcolor: 'grey.100' }} />
        {selected && <CheckCircle color="primary" sx={{ position: 'absolute', top: 6, left: 6, bgcolor: '#fff', borderRadius: '50%' }} />}
      </ButtonBase>
      {children}
    </Box>
  );
}

/**
 * Chooses the front-page image of one report type from the 22 defaults and the partner's uploads,
 * with upload (spec §5 checks first, then XHR with progress) and delete after confirmation.
 */
export function FrontPageImagePicker({ open, title, images, selected, canManage, onSelect, onUploaded, onDelete, onClose }: FrontPageImagePickerProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1.5 };

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setUploadError(null);
    setWarnings([]);
    const problem = frontPageImageProblem(file);
    if (problem) return setUploadError(translateMessage(problem));
    setProgress(0);
    const outcome = await uploadFrontPageImage(file, setProgress);
    setProgress(null);
    if (!outcome.ok) return setUploadError(outcome.message);
    setWarnings(outcome.warnings);
    await onUploaded(outcome.warnings);
  };

  return (
    <>
      <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="front-page-picker-title">
        <DialogTitle id="front-page-picker-title" sx={{ pr: 6 }}>
          {title}
          <IconButton aria-label={t`Close`} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <Close />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h3" component="h3" sx={{ flexGrow: 1 }}>{t`Uploaded images`}</Typography>
            {canManage && (
              <>
                <input ref={input} type="file" hidden accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif" onChange={(e) => void choose(e.target.files?.[0])} data-testid="front-page-file" />
                <Button variant="outlined" startIcon={<UploadFile />} disabled={progress !== null} onClick={() => input.current?.click()}>{t`Upload image`}</Button>
              </>
            )}
          </Box>
          {canManage && <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>{t`JPG, PNG or GIF below 2 MB; portrait images of at least 1240 × 1754 pixels print best.`}</Typography>}
          {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label={t`Upload progress`} sx={{ mb: 1.5 }} />}
          {uploadError && <Alert severity="error" role="alert" sx={{ mb: 1.5 }} onClose={() => setUploadError(null)}>{uploadError}</Alert>}
          {warnings.length > 0 && (
            <Alert severity="warning" sx={{ mb: 1.5 }} onClose={() => setWarnings([])}>
              {warnings.map((w) => <div key={w}>{w}</div>)}
            </Alert>
          )}
          {images.uploaded.length === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>{t`Your organisation has not uploaded any images yet.`}</Typography>
          ) : (
            <Box sx={{ ...grid, mb: 3 }}>
              {images.uploaded.map((img) => (
                <Tile key={img.id} url={img.url} label={img.originalName} selected={selected === img.url} onClick={() => onSelect(img.url)}>
                  {canManage && (
                    <Tooltip title={t`Delete image`}>
                      <IconButton size="small" aria-label={t`Delete ${img.originalName}`} onClick={() => setConfirmDelete(img.url)} sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}>
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Tile>
              ))}
            </Box>
          )}
          <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>{t`Default images`}</Typography>
          <Box sx={grid}>
            {images.defaults.map((url, i) => (
              <Tile key={url} url={url} label={t`Default image ${i + 1}`} selected={selected === url} onClick={() => onSelect(url)} />
            ))}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3 }}>
          <Button onClick={() => onSelect(null)} disabled={selected === null}>{t`Use the default image`}</Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button onClick={onClose}>{t`Close`}</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirmDelete !== null} onClose={deleting ? undefined : () => setConfirmDelete(null)} maxWidth="xs" fullWidth aria-labelledby="delete-image-title">
        <DialogTitle id="delete-image-title">{t`Delete this image?`}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t`Report options that use it go back to the default image. This cannot be undone.`}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirmDelete(null)} disabled={deleting} autoFocus>{t`Cancel`}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={deleting}
            data-testid="confirm-delete-image"
            onClick={async () => {
              setDeleting(true);
              try {
                await onDelete(confirmDelete!);
              } finally {
                setDeleting(false);
                setConfirmDelete(null);
              }
            }}
          >
            {t`Delete`}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
