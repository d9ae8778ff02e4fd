import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useReport } from '../report-context';
import { frontPageImage } from '../report-model';
import { REPORT_TITLES, reportSubtitle } from '../report-titles';

/**
 * The front page: the partner's logo, the front-page image chosen in the report options for this
 * report type, the title in the theme colour, the project and client, and (on an exported PDF) the
 * document stamp.
 */
export function FrontPage({ stamp, date }: { stamp?: ReactNode; date: Date }) {
  const { i18n } = useLingui();
  const { model, palette } = useReport();
  const { data } = model;
  const image = frontPageImage(model.type, data.reportOptions);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="report-front-page">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: '16mm', mb: '6mm' }}>
        {data.partner.logoUrl ? (
          <Box component="img" src={data.partner.logoUrl} alt={data.partner.name} sx={{ maxHeight: '16mm', maxWidth: '60mm', objectFit: 'contain' }} />
        ) : (
          <Typography variant="h6" sx={{ fontWeight: 700, color: palette[0] }}>
            {data.partner.name}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {i18n.date(date, { dateStyle: 'long' })}
        </Typography>
      </Box>
      <Box sx={{ position: 'relative', height: '125mm', borderRadius: '2mm', overflow: 'hidden', bgcolor: palette[0] }}>
        <Box component="img" src={image} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, px: '8mm', py: '6mm', bgcolor: palette[0], color: '#fff', opacity: 0.94 }}>
          <Typography sx={{ fontSize: '26pt', fontWeight: 700, lineHeight: 1.15 }} data-testid="report-title">
            {i18n._(REPORT_TITLES[model.type])}
          </Typography>
          <Typography sx={{ fontSize: '13pt', mt: '1mm' }}>{reportSubtitle(model, i18n)}</Typography>
        </Box>
      </Box>
      <Box sx={{ height: '2mm', bgcolor: palette[1] }} />
      <Box sx={{ mt: '10mm', display: 'grid', gridTemplateColumns: '35mm 1fr', rowGap: '2mm', columnGap: '4mm' }}>
        <Typography variant="body2" color="text.secondary">
          <Trans>Project</Trans>
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {data.project.name}
        </Typography>
        {data.project.clientName && (
          <>
            <Typography variant="body2" color="text.secondary">
              <Trans>Client</Trans>
            </Typography>
            <Typography variant="body1">{data.project.clientName}</Typography>
          </>
        )}
        <Typography variant="body2" color="text.secondary">
          <Trans>Prepared by</Trans>
        </Typography>
        <Typography variant="body1">{data.partner.name}</Typography>
        {data.ratingYear != null && (
          <>
            <Typography variant="body2" color="text.secondary">
              <Trans>Rating year</Trans>
            </Typography>
            <Typography variant="body1">{data.ratingYear}</Typography>
          </>
        )}
      </Box>
      <Box sx={{ flex: 1 }} />
      {stamp}
    </Box>
  );
}
