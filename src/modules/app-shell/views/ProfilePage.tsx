// The personal centre (/profile/index): the user's record, avatar upload (POST /api/v1/user/avatar)
// and the password change through the password dialog module; the second factor (issue 33 §3).
import { useEffect, useState } from 'react';
import { Avatar, Button, Card, Col, Descriptions, Row, Tag, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { ViewProps } from '../../pages/types.ts';
import { resolveAvatar } from '../../../core/session/createSession.ts';
import { accountApi, type Profile } from '../../../core/api/account.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useSession, useT } from '../../shared/hooks.ts';
import { PasswordDialog } from '../../password-dialog/PasswordDialog.tsx';
import { MailPrefsCard } from './MailPrefsCard.tsx';
import { WecomPrefsCard } from './WecomPrefsCard.tsx';
import { SecondFactorCard } from './SecondFactorCard.tsx';

export default function ProfilePage(_props: ViewProps) {
  const { runtime } = useHost();
  const t = useT();
  const avatar = useSession((s) => s.avatar);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [pwdOpen, setPwdOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    let live = true;
    accountApi(runtime).profile().then((p) => live && setProfile(p), () => undefined);
    return () => {
      live = false;
    };
  }, [runtime]);

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      runtime.ui.toast('error', t('shell:avatarOnlyImage'), 5000);
      return;
    }
    setUploading(true);
    try {
      const res = await accountApi(runtime).uploadAvatar(file);
      if (res.url) {
        runtime.session.store.setState({ avatar: resolveAvatar(res.url, runtime.config.avatarBase) });
        runtime.ui.toast('success', t('shell:avatarUpdated'), 2000);
      }
    } catch {
      // the http layer showed the error
    } finally {
      setUploading(false);
    }
  };

  const u = profile?.user ?? {};
  return (
    <Row gutter={16} data-testid="profile-page">
      <Col xs={24} md={8}>
        <Card style={{ textAlign: 'center', marginBottom: 16 }}>
          <Avatar size={96} alt="" src={avatar || undefined} icon={avatar ? undefined : <UserOutlined aria-hidden />} data-testid="profile-avatar" />
          <div style={{ marginTop: 12, fontSize: 18, fontWeight: 600 }}>{u.name}</div>
          <div style={{ color: '#666' }}>{u.deptName}</div>
          <div style={{ marginTop: 16, display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Upload accept="image/*" showUploadList={false} beforeUpload={(f) => { void upload(f); return false; }}>
              <Button icon={<UploadOutlined aria-hidden />} loading={uploading} data-testid="avatar-upload">{t('shell:changeAvatar')}</Button>
            </Upload>
            <Button onClick={() => setPwdOpen(true)} data-testid="change-password">{t('shell:changePassword')}</Button>
          </div>
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card title={t('shell:basicInfo')}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('shell:name')}>{u.name}</Descriptions.Item>
            <Descriptions.Item label={t('shell:username')}>{u.username}</Descriptions.Item>
            <Descriptions.Item label={t('shell:workNo')}>{u.workNo}</Descriptions.Item>
            <Descriptions.Item label={t('shell:dept')}>{u.deptName}</Descriptions.Item>
            <Descriptions.Item label={t('shell:phone')}>{u.phone}</Descriptions.Item>
            <Descriptions.Item label={t('shell:email')}>{u.email}</Descriptions.Item>
            <Descriptions.Item label={t('shell:roles')}>{(profile?.roles ?? []).map((r) => <Tag key={r.roleKey}>{r.roleName}</Tag>)}</Descriptions.Item>
          </Descriptions>
        </Card>
        {/* issue 26 §4: reminders by e-mail */}
        <MailPrefsCard onSaved={(email) => setProfile((p) => (p ? { ...p, user: { ...p.user, email } } : p))} />
        {/* issue 32 §6: reminders to WeCom */}
        <WecomPrefsCard />
        {/* issue 33 §3: the second factor */}
        <SecondFactorCard />
      </Col>
      <PasswordDialog open={pwdOpen} onHide={() => setPwdOpen(false)} />
    </Row>
  );
}
