/** The item import's first, second and last steps: choose a file, map its columns, the result. */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { IMPORT_FIELDS, REQUIRED_IMPORT_FIELDS, type ColumnMapping, type SheetData } from './import-mapping';
import { useImportLabels } from './item-import.hooks';

const TEMPLATE = 'brand_name,model_name,manufacturer_part_number,amount\nDell,PowerEdge R6515,,4\n';

export function FileStep({ busy, onFiles }: { busy: boolean; onFiles(files: File[]): void }) {
  const { t } = useLingui();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    onFiles(Array.from(e.dataTransfer.files));
  };
  return (
    <>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="import-drop"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          py: 5,
          px: 2,
          textAlign: 'center',
          transition: 'all 120ms',
        }}
      >
        <CloudUploadOutlined sx={{ fontSize: 48, color: 'primary.main' }} />
        <Typography variant="h3" component="p" sx={{ mt: 1 }}>{t`Drop a CSV or Excel file here`}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t`One file (.csv, .xls or .xlsx) with at most 250 rows`}</Typography>
        <Button variant="contained" onClick={() => input.current?.click()} disabled={busy} data-testid="import-choose">
          {t`Choose file`}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          data-testid="import-file"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            onFiles(files);
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        <Trans>
          Columns: brand name, model name, manufacturer part number and, optionally, amount (1 when empty).{' '}
          <Link href={`data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`} download="item-import-template.csv">
            Download a template
          </Link>
        </Trans>
      </Typography>
    </>
  );
}

export function MappingStep({ fileName, sheet, mapping, onMapping }: { fileName: string; sheet: SheetData; mapping: ColumnMapping; onMapping(m: ColumnMapping): void }) {
  const { t } = useLingui();
  const { fieldLabel } = useImportLabels();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <DescriptionOutlined color="action" />
        <Typography variant="body2">
          <Trans>
            <strong>{fileName}</strong> · {sheet.rows.length} rows
          </Trans>
        </Typography>
      </Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>{t`Which column holds what?`}</Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {IMPORT_FIELDS.map((f) => (
          <TextField
            key={f}
            select
            size="small"
            label={fieldLabel(f)}
            required={REQUIRED_IMPORT_FIELDS.includes(f)}
            value={mapping[f] ?? ''}
            onChange={(e) => onMapping({ ...mapping, [f]: e.target.value === '' ? null : Number(e.target.value) })}
            helperText={f === 'amount' ? t`Optional: 1 when not mapped or empty` : undefined}
            slotProps={{ htmlInput: { 'data-testid': `map-${f}` } }}
          >
            <MenuItem value="">
              <em>{t`Not mapped`}</em>
            </MenuItem>
            {sheet.headers.map((h, i) => (
              <MenuItem key={i} value={i}>
                {h}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2.5, mb: 0.5 }}>{t`Preview`}</Typography>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {sheet.headers.map((h, i) => {
                const field = IMPORT_FIELDS.find((f) => mapping[f] === i);
                return (
                  <TableCell key={i} sx={{ whiteSpace: 'nowrap', bgcolor: field ? 'action.selected' : undefined, fontWeight: 600 }}>
                    {h}
                    {field && <Chip size="small" color="primary" label={fieldLabel(field)} sx={{ ml: 1, height: 18, fontSize: 10 }} />}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.rows.slice(0, 5).map((r, ri) => (
              <TableRow key={ri}>
                {r.map((c, ci) => (
                  <TableCell key={ci} sx={{ whiteSpace: 'nowrap', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}

export function DoneStep({ result }: { result: { items: number; requests: number } }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4 }} data-testid="import-done">
      <CheckCircleOutline sx={{ fontSize: 56, color: 'success.main' }} />
      <Typography variant="h3" component="p" sx={{ mt: 1 }}>
        {plural(result.items, { one: '# item imported', other: '# items imported' })}
      </Typography>
      {result.requests > 0 && <Typography color="text.secondary">{plural(result.requests, { one: '# item requested', other: '# items requested' })}</Typography>}
    </Box>
  );
}
