import { useLingui } from '@lingui/react/macro';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';

/**
 * Every figure of the project at once (issue #31): the server's tidy CSV and three-sheet workbook
 * (GET /api/v1/project-manager/projects/{id}/figures.csv|.xlsx?lang=), downloaded as they are.
 */
export function ExportAllFigures({ projectId, disabled }: { projectId: string | number; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const base = `/api/v1/project-manager/projects/${projectId}/figures`;
  // The file's header, sheet names and file name in the user's language (issue #47, Translations).
  const lang = `?lang=${encodeURIComponent(i18n.locale)}`;
  return (
    <>
      <Button variant="outlined" component="a" href={`${base}.xlsx${lang}`} download startIcon={<FileDownloadOutlined />} disabled={disabled} sx={{ bgcolor: 'background.paper' }} data-testid="export-all-xlsx">
        {t`Export all figures (XLSX)`}
      </Button>
      <Button variant="outlined" component="a" href={`${base}.csv${lang}`} download startIcon={<FileDownloadOutlined />} disabled={disabled} sx={{ bgcolor: 'background.paper' }} data-testid="export-all-csv">
        {t`Export all figures (CSV)`}
      </Button>
    </>
  );
}
