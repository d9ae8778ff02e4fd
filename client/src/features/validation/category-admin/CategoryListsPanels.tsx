/** The category admin's tabs for tags, category types and sub types (spec §3). */
import { useLingui } from '@lingui/react/macro';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { EmptyState } from '../../common/EmptyState';
import { CategorySelect, Panel, TypeSelect, useTypeName, type PanelProps } from './category-admin-fields';

export function TagsPanel({ data, actions }: PanelProps) {
  const { t } = useLingui();
  const typeName = useTypeName();
  const [tag, setTag] = useState('');
  const [type, setType] = useState(data.categoryTypes[0] ?? '');
  const submit = async () => {
    if (await actions.saveTag(tag, type)) setTag('');
  };
  return (
    <Panel>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField size="small" label={t`Tag`} value={tag} onChange={(e) => setTag(e.target.value)} />
        <TypeSelect types={data.categoryTypes} value={type} onChange={setType} label={t`Category type`} />
        <Button variant="contained" onClick={() => void submit()} disabled={!tag.trim()}>{t`Save tag`}</Button>
      </Box>
      <Table size="small" aria-label={t`Tags`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Tag`}</TableCell>
            <TableCell>{t`Category type`}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.categoryTags.map((x) => (
            <TableRow key={x.id}>
              <TableCell>{x.tag}</TableCell>
              <TableCell>{typeName(x.categoryType)}</TableCell>
              <TableCell align="right">
                <IconButton aria-label={t`Delete`} onClick={() => void actions.deleteTag(x.id)}><DeleteOutlined /></IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.categoryTags.length === 0 && (
        <EmptyState dense icon={<LocalOfferOutlined />} title={t`No tags yet`} text={t`A tag groups products of a category type for searching and reports. Add the first one above.`} />
      )}
    </Panel>
  );
}

export function TypesPanel({ data, actions }: PanelProps) {
  const { t } = useLingui();
  return (
    <Panel>
      <Table size="small" aria-label={t`Category types`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Category`}</TableCell>
            <TableCell>{t`Category type`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.adminCategories.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{c.name}</TableCell>
              <TableCell>
                <TypeSelect types={data.categoryTypes} value={c.categoryType} onChange={(v) => void actions.updateType(c.id, v)} label={t`Category type`} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  );
}

export function SubTypesPanel({ data, actions }: PanelProps) {
  const { t } = useLingui();
  const [categoryId, setCategoryId] = useState(data.adminCategories[0]?.id ?? '');
  const [name, setName] = useState('');
  const names = new Map(data.adminCategories.map((c) => [c.id, c.name]));
  const submit = async () => {
    if (await actions.saveSubType(categoryId, name)) setName('');
  };
  return (
    <Panel>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <CategorySelect categories={data.adminCategories} value={categoryId} onChange={setCategoryId} />
        <TextField size="small" label={t`Sub type`} value={name} onChange={(e) => setName(e.target.value)} />
        <Button variant="contained" onClick={() => void submit()} disabled={!name.trim() || !categoryId}>{t`Add sub type`}</Button>
      </Box>
      <Table size="small" aria-label={t`Sub types`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Category`}</TableCell>
            <TableCell>{t`Sub type`}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.categorySubTypes.map((s) => (
            <TableRow key={s.id}>
              <TableCell>{names.get(s.categoryId) ?? s.categoryId}</TableCell>
              <TableCell>{s.name}</TableCell>
              <TableCell align="right">
                <IconButton aria-label={t`Delete`} onClick={() => void actions.deleteSubType(s.id)}><DeleteOutlined /></IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.categorySubTypes.length === 0 && (
        <EmptyState dense icon={<AccountTreeOutlined />} title={t`No sub types yet`} text={t`Sub types divide a category, such as rack and tower servers. Add the first one above.`} />
      )}
    </Panel>
  );
}
