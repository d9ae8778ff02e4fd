import { Trans, useLingui } from '@lingui/react/macro';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useNamespace } from '../solution-paths';
import { useSolutionsScreen } from '../solutions-context';
import { useSolutionDetails, useSolutionWrites } from '../solution.hooks';
import { CapacitiesCard } from '../capacities/CapacitiesCard';
import { EnergyInstrumentsCard } from '../energy-instruments/EnergyInstrumentsCard';
import type { Group } from '../groups/group-rows';
import { InfrastructurePickers } from './InfrastructurePicker';
import { ItemsCard } from '../items/ItemsCard';
import { SharesCard } from '../infrastructure-shares/SharesCard';
import { SolutionDetailsForm } from './SolutionDetailsForm';
import { useSolutionTypeText } from '../../common/solution-type-text';
import { SolutionTypeIcon } from './SolutionTypeIcon';

interface SolutionPanelProps {
  solutionId: string;
  group: Group;
  locked: boolean;
  onImport(): void;
  onDeleted(): void;
  onCloned(id: string): void;
}

/** The selected solution: its details, UPS and cooling, items, capacities and shares. */
export function SolutionPanel({ solutionId, group, locked, onImport, onDeleted, onCloned }: SolutionPanelProps) {
  const { t } = useLingui();
  const screen = useSolutionsScreen();
  const { projectId, can } = screen;
  const typeText = useSolutionTypeText();
  // The summary's categories cover all its items (not only the page shown), for the capacity and share pickers.
  const { solution, error, summary } = useSolutionDetails(projectId, solutionId);
  const writes = useSolutionWrites(screen);
  const [confirm, setConfirm] = useState(false);
  // A single-solution project keeps its one solution: no copy, no delete (the server refuses both).
  const single = useNamespace() === 'single-solution';
  const categoriesInUse = new Set(summary?.categoryData.map((c) => c.categoryId) ?? []);

  if (error && !solution) return <Alert severity="error">{t`The solution could not be loaded.`}</Alert>;
  if (!solution) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }} aria-busy data-testid="solution-loading">
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    );
  }

  const mode = solution.solutionType.calculationMode;
  const name = solution.name;
  const groupName = group.name;
  const editable = can.solutions;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="solution-panel">
      <Card component="section" aria-labelledby="solution-title" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
          <SolutionTypeIcon mode={mode} size="medium" />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id="solution-title" variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="solution-title">{name}</Typography>
            <Box sx={{ display: 'flex', gap: 0.75, mt: 0.5, flexWrap: 'wrap' }}>
              <Chip size="small" label={typeText(mode).name} />
              <Chip size="small" variant="outlined" label={<Trans>In “{groupName}”</Trans>} />
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<ContentCopy />}
              disabled={!editable || single}
              onClick={async () => {
                const r = await writes.clone(solution.id);
                if (r.id) onCloned(r.id);
              }}
            >
              {t`Clone`}
            </Button>
            <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutline />} disabled={!editable || single} onClick={() => setConfirm(true)} data-testid="solution-delete-button">
              {t`Delete`}
            </Button>
          </Box>
        </Box>
        <SolutionDetailsForm key={solution.id} solution={solution} disabled={!editable} />
        {mode === 1 && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>{t`Infrastructure`}</Typography>
            <InfrastructurePickers solution={solution} disabled={!editable} />
          </>
        )}
      </Card>

      <ItemsCard solution={solution} locked={locked} onImport={onImport} />

      <CapacitiesCard solution={solution} categoriesInUse={categoriesInUse} />
      {mode === 1 && <SharesCard solution={solution} categoriesInUse={categoriesInUse} />}
      <EnergyInstrumentsCard solution={solution} />

      <ConfirmDialog
        open={confirm}
        title={t`Delete solution?`}
        confirmLabel={t`Delete solution`}
        destructive
        onClose={() => setConfirm(false)}
        onConfirm={async () => {
          const ok = await writes.remove(solution.id);
          setConfirm(false);
          if (ok) onDeleted();
        }}
      >
        <Trans>“{name}” and its items, capacities and shares will be deleted. This cannot be undone.</Trans>
      </ConfirmDialog>
    </Box>
  );
}
