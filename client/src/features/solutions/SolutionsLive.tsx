import { useSubscription } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useRef } from 'react';
import { SolutionGroupUpdatedFiguresDocument } from './groups/group.queries';
import { useSolutionsScreen } from './solutions-context';

/** Anyone's change (this screen's too) arrives with its new figures (graphql-ws solutionGroupUpdated). */
export function LiveUpdates() {
  const { projectId, liveUpdate } = useSolutionsScreen();
  const callback = useRef(liveUpdate);
  callback.current = liveUpdate;
  useSubscription(SolutionGroupUpdatedFiguresDocument, {
    variables: { projectId },
    onData: ({ data }) => {
      if (data.data) callback.current(data.data.solutionGroupUpdated);
    },
  });
  return null;
}

/** The solutions screen while its project and groups load. */
export function PageSkeleton() {
  const { t } = useLingui();
  return (
    <Box sx={{ maxWidth: 1680, mx: 'auto' }} role="status" aria-label={t`Loading`} data-testid="solutions-loading">
      <Skeleton width={320} height={24} />
      <Skeleton width="40%" height={48} />
      <Skeleton width={260} height={40} sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '290px 1fr' } }}>
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="rounded" height={520} />
      </Box>
    </Box>
  );
}
