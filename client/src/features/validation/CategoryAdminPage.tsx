import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { keyed } from '../../../../shared/errors';
import { graphQLErrorInfo } from '../../app/errors';
import { translateMessage } from '../../app/messages';
import { useSession } from '../../app/session';
import type { CategoryAdminQuery } from '../../gql/graphql';
import { useNotice } from '../common/useNotice';
import {
  CategoryAdminDocument,
  CategoryDefaultLcaUpdateDocument,
  CategoryDefaultModeCreateDocument,
  CategoryDefaultModeDeleteDocument,
  CategorySubTypeDeleteDocument,
  CategorySubTypeSaveDocument,
  CategoryTagDeleteDocument,
  CategoryTagSaveDocument,
  CategoryTypeUpdateDocument,
} from './validation.queries';

type Category = CategoryAdminQuery['adminCategories'][number];
interface Mode {
  name: string;
  powerWatts: number;
  hours: number;
}
interface Lca {
  manufacturingKgCo2e: number;
  transportationKgCo2e: number | null;
  eolKgCo2e: number | null;
}
type Notify = (text: string, severity?: 'success' | 'error') => void;

/** Super admin: category admin (spec §3): tags, category types, sub types, default modes and default LCA. */
export function CategoryAdminPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const { notify, noticeElement } = useNotice();
  const [tab, setTab] = useState('tags');
  const { data, error, refetch } = useQuery(CategoryAdminDocument, { skip: !user.isSuperAdmin });
  if (!user.isSuperAdmin) return <Navigate to="/403" replace />;
  const fail: Notify = (text, severity) => notify(text, severity);
  const reload = () => void refetch().catch(() => undefined);

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <Typography variant="h1" component="h1">{t`Category admin`}</Typography>
      {error && <Alert severity="error">{graphQLErrorInfo(error).message}</Alert>}
      <Tabs value={tab} onChange={(_e, v: string) => setTab(v)} aria-label={t`Category admin sections`} sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none', fontWeight: 600 } }}>
        <Tab value="tags" label={t`Tags`} />
        <Tab value="types" label={t`Category types`} />
        <Tab value="subtypes" label={t`Sub types`} />
        <Tab value="modes" label={t`Default modes`} data-testid="tab-default-modes" />
        <Tab value="lca" label={t`Default LCA`} />
      </Tabs>
      {data && tab === 'tags' && <TagsPanel data={data} notify={fail} reload={reload} />}
      {data && tab === 'types' && <TypesPanel data={data} notify={fail} />}
      {data && tab === 'subtypes' && <SubTypesPanel data={data} notify={fail} reload={reload} />}
      {data && tab === 'modes' && <ModesPanel data={data} notify={fail} />}
      {data && tab === 'lca' && <LcaPanel data={data} notify={fail} />}
      {noticeElement}
    </Box>
  );
}

interface PanelProps {
  data: CategoryAdminQuery;
  notify: Notify;
  reload?: () => void;
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>{children}</CardContent>
    </Card>
  );
}

function CategorySelect({ categories, value, onChange }: { categories: Category[]; value: string; onChange(id: string): void }) {
  const { t } = useLingui();
  return (
    <TextField select size="small" label={t`Category`} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 320, justifySelf: 'start' }} slotProps={{ htmlInput: { 'data-testid': 'category-select' } }}>
      {categories.map((c) => (
        <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
      ))}
    </TextField>
  );
}

function useTypeName(): (v: string) => string {
  const { t } = useLingui();
  return (v) => (v === 'datacenter' ? t`Data centre` : v === 'office_it' ? t`Office IT` : v);
}

function TypeSelect({ types, value, onChange, label }: { types: string[]; value: string; onChange(v: string): void; label: string }) {
  const name = useTypeName();
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 180 }}>
      {types.map((v) => (
        <MenuItem key={v} value={v}>{name(v)}</MenuItem>
      ))}
    </TextField>
  );
}

function TagsPanel({ data, notify, reload }: PanelProps) {
  const { t } = useLingui();
  const typeName = useTypeName();
  const [tag, setTag] = useState('');
  const [type, setType] = useState(data.categoryTypes[0] ?? '');
  const [save] = useMutation(CategoryTagSaveDocument);
  const [remove] = useMutation(CategoryTagDeleteDocument);
  const submit = async () => {
    try {
      await save({ variables: { input: { tag, categoryType: type } } });
      notify(translateMessage(keyed('validationAdmin.tagSaved')));
      setTag('');
      reload?.();
    } catch (e) {
      notify(graphQLErrorInfo(e).message, 'error');
    }
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
                <IconButton aria-label={t`Delete`} onClick={() => void remove({ variables: { id: x.id } }).then(() => reload?.()).catch((e: unknown) => notify(graphQLErrorInfo(e).message, 'error'))}><DeleteOutlined /></IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  );
}

function TypesPanel({ data, notify }: PanelProps) {
  const { t } = useLingui();
  const [update] = useMutation(CategoryTypeUpdateDocument);
  const change = async (categoryId: string, categoryType: string) => {
    try {
      await update({ variables: { input: { categoryId, categoryType } } });
      notify(translateMessage(keyed('validationAdmin.categoryTypeUpdated')));
    } catch (e) {
      notify(graphQLErrorInfo(e).message, 'error');
    }
  };
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
                <TypeSelect types={data.categoryTypes} value={c.categoryType} onChange={(v) => void change(c.id, v)} label={t`Category type`} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  );
}

function SubTypesPanel({ data, notify, reload }: PanelProps) {
  const { t } = useLingui();
  const [categoryId, setCategoryId] = useState(data.adminCategories[0]?.id ?? '');
  const [name, setName] = useState('');
  const [save] = useMutation(CategorySubTypeSaveDocument);
  const [remove] = useMutation(CategorySubTypeDeleteDocument);
  const names = new Map(data.adminCategories.map((c) => [c.id, c.name]));
  const submit = async () => {
    try {
      await save({ variables: { input: { categoryId, name } } });
      notify(t`Sub type saved`);
      setName('');
      reload?.();
    } catch (e) {
      notify(graphQLErrorInfo(e).message, 'error');
    }
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
                <IconButton aria-label={t`Delete`} onClick={() => void remove({ variables: { id: s.id } }).then(() => reload?.()).catch((e: unknown) => notify(graphQLErrorInfo(e).message, 'error'))}><DeleteOutlined /></IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  );
}

function ModesPanel({ data, notify }: PanelProps) {
  const { t, i18n } = useLingui();
  const [categoryId, setCategoryId] = useState(data.adminCategories[0]?.id ?? '');
  const [name, setName] = useState('');
  const [hours, setHours] = useState('8760');
  const [watts, setWatts] = useState('');
  const [create] = useMutation(CategoryDefaultModeCreateDocument);
  const [remove] = useMutation(CategoryDefaultModeDeleteDocument);
  const category = data.adminCategories.find((c) => c.id === categoryId);
  const modes = (category?.defaultModes ?? []) as Mode[];
  const submit = async () => {
    try {
      await create({ variables: { input: { categoryId, name, hours: Number(hours), averagePowerConsumptionWatts: Number(watts) } } });
      notify(translateMessage(keyed('validationAdmin.defaultModeCreated')));
      setName('');
      setWatts('');
    } catch (e) {
      notify(graphQLErrorInfo(e).message, 'error');
    }
  };
  return (
    <Panel>
      <CategorySelect categories={data.adminCategories} value={categoryId} onChange={setCategoryId} />
      <Table size="small" aria-label={t`Default modes`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Name`}</TableCell>
            <TableCell align="right">{t`Hours`}</TableCell>
            <TableCell align="right">{t`Average power consumption (W)`}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {modes.map((m, i) => (
            <TableRow key={`${m.name}-${i}`}>
              <TableCell>{m.name}</TableCell>
              <TableCell align="right">{i18n.number(m.hours)}</TableCell>
              <TableCell align="right">{i18n.number(m.powerWatts)}</TableCell>
              <TableCell align="right">
                <IconButton aria-label={t`Delete`} onClick={() => void remove({ variables: { categoryId, index: i } }).catch((e: unknown) => notify(graphQLErrorInfo(e).message, 'error'))}><DeleteOutlined /></IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField size="small" label={t`Name`} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'mode-name' } }} />
        <TextField size="small" type="number" label={t`Hours`} value={hours} onChange={(e) => setHours(e.target.value)} slotProps={{ htmlInput: { min: 0, max: 8760 } }} />
        <TextField size="small" type="number" label={t`Average power consumption (W)`} value={watts} onChange={(e) => setWatts(e.target.value)} sx={{ minWidth: 280 }} slotProps={{ htmlInput: { min: 0, 'data-testid': 'mode-watts' } }} />
        <Button variant="contained" onClick={() => void submit()} disabled={!name.trim() || watts === '' || !categoryId} data-testid="mode-create">{t`Add default mode`}</Button>
      </Box>
    </Panel>
  );
}

function LcaPanel({ data, notify }: PanelProps) {
  const { t } = useLingui();
  const [categoryId, setCategoryId] = useState(data.adminCategories[0]?.id ?? '');
  const category = data.adminCategories.find((c) => c.id === categoryId);
  return (
    <Panel>
      <CategorySelect categories={data.adminCategories} value={categoryId} onChange={setCategoryId} />
      {category && <LcaForm key={category.id} category={category} notify={notify} />}
      <Typography variant="body2" color="text.secondary">{t`The category default is used for items without product figures (methodology M5).`}</Typography>
    </Panel>
  );
}

function LcaForm({ category, notify }: { category: Category; notify: Notify }) {
  const { t } = useLingui();
  const lca = category.defaultLca as Lca | null;
  const [manufacturing, setManufacturing] = useState(String(lca?.manufacturingKgCo2e ?? ''));
  const [transportation, setTransportation] = useState(lca?.transportationKgCo2e == null ? '' : String(lca.transportationKgCo2e));
  const [eol, setEol] = useState(lca?.eolKgCo2e == null ? '' : String(lca.eolKgCo2e));
  const [update] = useMutation(CategoryDefaultLcaUpdateDocument);
  const num = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));
  const submit = async () => {
    try {
      await update({ variables: { input: { categoryId: category.id, defaultManufacturingKgCo2Eq: num(manufacturing) ?? 0, defaultTransportationKgCo2Eq: num(transportation), defaultEolKgCo2Eq: num(eol) } } });
      notify(t`Default LCA saved`);
    } catch (e) {
      notify(graphQLErrorInfo(e).message, 'error');
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField size="small" label={t`Manufacturing (kg CO2e)`} value={manufacturing} onChange={(e) => setManufacturing(e.target.value)} />
      <TextField size="small" label={t`Transportation (kg CO2e)`} value={transportation} onChange={(e) => setTransportation(e.target.value)} />
      <TextField size="small" label={t`End of life (kg CO2e)`} value={eol} onChange={(e) => setEol(e.target.value)} />
      <Button variant="contained" onClick={() => void submit()} disabled={manufacturing.trim() === ''}>{t`Save`}</Button>
    </Box>
  );
}
