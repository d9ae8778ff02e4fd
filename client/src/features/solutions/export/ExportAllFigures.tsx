import { useLingui } from '@lingui/react/macro';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';

/**
 * Every figure of the project at once (issue #31): the server's tidy CSV and three-sheet workbook
 * (GET /api/v1/project-manager/projects/{id}/figures.csv|.xlsx), downloaded as they are.
 */
export function ExportAllFigures({ projectId, disabled }: { projectId: string | number; disabled: boolean }) {
  const { t } = useLingui();
  const base = `/api/v1/project-manager/projects/${projectId}/figures`;
  return (
    <>
      <Button variant="outlined" component="a" href={`${base}.xlsx`} download startIcon={<FileDownloadOutlined />} disabled={disabled} sx={{ bgcolor: 'background.paper' }} data-testid="export-all-xlsx">
        {t`Export all figures (XLSX)`}
      </Button>
      <Button variant="outlined" component="a" href={`${base}.csv`} download startIcon={<FileDownloadOutlined />} disabled={disabled} sx={{ bgcolor: 'background.paper' }} data-testid="export-all-csv">
        {t`Export all figures (CSV)`}
      </Button>
    </>
  );
}
