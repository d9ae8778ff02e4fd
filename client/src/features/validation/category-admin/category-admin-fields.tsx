import { useLingui } from '@lingui/react/macro';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { AdminCategory, CategoryAdminActions, CategoryAdminData } from './category-admin.hooks';

/** What every tab of the category admin receives. */
export interface PanelProps {
  data: CategoryAdminData;
  actions: CategoryAdminActions;
}

export function Panel({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>{children}</CardContent>
    </Card>
  );
}

export function CategorySelect({ categories, value, onChange }: { categories: AdminCategory[]; value: string; onChange(id: string): void }) {
  const { t } = useLingui();
  return (
    <TextField select size="small" label={t`Category`} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 320, justifySelf: 'start' }} slotProps={{ htmlInput: { 'data-testid': 'category-select' } }}>
      {categories.map((c) => (
        <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
      ))}
    </TextField>
  );
}

export function useTypeName(): (v: string) => string {
  const { t } = useLingui();
  return (v) => (v === 'datacenter' ? t`Data centre` : v === 'office_it' ? t`Office IT` : v);
}

export function TypeSelect({ types, value, onChange, label }: { types: string[]; value: string; onChange(v: string): void; label: string }) {
  const name = useTypeName();
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 180 }}>
      {types.map((v) => (
        <MenuItem key={v} value={v}>{name(v)}</MenuItem>
      ))}
    </TextField>
  );
}
