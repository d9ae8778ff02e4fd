import { useLingui } from '@lingui/react/macro';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ComparativeFrame } from './ComparativeFrame';
import { comparativePath, type ComparativeSection } from './comparative-paths';

/** /comparative-solution/projects/{projectId}/select-report: the app's reports and sheets. */
export function ComparativeSelectReportPage() {
  const { projectId = '' } = useParams();
  const { t } = useLingui();
  const cards: Array<{ section: ComparativeSection; icon: ReactNode; title: string; text: string }> = [
    { section: 'report', icon: <AssessmentOutlined />, title: t`Energy savings report`, text: t`Energy wheel before and after, savings, efficiency per category and the equipment, ready to print or export as a verifiable PDF.` },
    { section: 'annual-report', icon: <EventNoteOutlined />, title: t`Annual report`, text: t`The year's energy, CO2e and savings for the client's ESG report.` },
    { section: 'report/inddatering', icon: <EditNoteOutlined />, title: t`Data-entry sheet`, text: t`A sheet per category to count the equipment on site before entering it.` },
    { section: 'admin', icon: <SettingsOutlined />, title: t`Report administration`, text: t`Title, year, period and the sections the report includes.` },
  ];
  return (
    <ComparativeFrame projectId={projectId} section="select-report" title={t`Reports`} subtitle={t`Choose what to print`}>
      {() => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
          {cards.map((c) => (
            <Card key={c.section}>
              <CardActionArea component={RouterLink} to={comparativePath(projectId, c.section)} sx={{ height: '100%' }} data-testid={`select-${c.section.replace('/', '-')}`}>
                <CardContent>
                  <Box sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 36 } }}>{c.icon}</Box>
                  <Typography variant="h6" component="h2" gutterBottom>{c.title}</Typography>
                  <Typography variant="body2" color="text.secondary">{c.text}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </ComparativeFrame>
  );
}
