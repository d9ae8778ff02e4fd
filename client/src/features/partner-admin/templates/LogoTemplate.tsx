import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../app/session';
import { useNotice } from '../../common/useNotice';
import { PartnerCompanyDocument } from '../partner-admin.queries';
import { LogoUpload } from './LogoUpload';

/** The partner's logo (POST /partner/admin/logo/upload): in the app bar and on report front pages. */
export function LogoTemplate() {
  const { t } = useLingui();
  const { user, refresh } = useSession();
  const { notify, noticeElement } = useNotice();
  const { refetch } = useQuery(PartnerCompanyDocument);
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640, display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t`Your logo appears in the top bar and on the front page of your reports. It must be 200 to 900 pixels wide and 50 to 900 pixels high (PNG, JPEG or GIF).`}</Typography>
      <LogoUpload
        url="/api/v1/partner/admin/logo/upload"
        current={user.partner.logoUrl ?? null}
        label={t`${user.partner.name} logo`}
        onUploaded={async () => {
          notify(t`Logo uploaded`);
          await Promise.all([refresh(), refetch()]);
        }}
      />
      {noticeElement}
    </Paper>
  );
}
