import { useLingui } from '@lingui/react/macro';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import LaptopMacOutlined from '@mui/icons-material/LaptopMacOutlined';
import RecyclingOutlined from '@mui/icons-material/RecyclingOutlined';
import Box from '@mui/material/Box';

/** The icon of a solution's calculation mode: 1 data centre, 2 end user / office, 3 LCA products. */
export function SolutionTypeIcon({ mode, size = 'small' }: { mode: number; size?: 'small' | 'medium' }) {
  const { t } = useLingui();
  const label = mode === 1 ? t`Data centre` : mode === 2 ? t`End user / office` : t`LCA products`;
  const Icon = mode === 1 ? DnsOutlined : mode === 2 ? LaptopMacOutlined : RecyclingOutlined;
  const colour = mode === 1 ? '#1565c0' : mode === 2 ? '#00897b' : '#6d4c41';
  const px = size === 'small' ? 28 : 40;
  return (
    <Box title={label} sx={{ width: px, height: px, flexShrink: 0, borderRadius: 1, display: 'grid', placeItems: 'center', bgcolor: `${colour}14`, color: colour }}>
      <Icon sx={{ fontSize: size === 'small' ? 17 : 24 }} titleAccess={label} />
    </Box>
  );
}
