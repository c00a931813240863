// The system settings page's own texts (issue 13 §4: logo upload, password age policy); the older fields
// keep their keys in `pages`.
export const sysSettings = {
  'zh-CN': {
    logo: '系统 Logo',
    uploadLogo: '上传 Logo',
    removeLogo: '移除',
    logoHint: '显示在侧边栏和登录页',
    logoPreview: 'Logo 预览',
    logoNotImage: '请上传图片文件（PNG、JPG、GIF、WEBP）',
    uploadFailed: '上传失败',
    brand: '名称与标识',
    layout: '界面',
    security: '账号安全',
    pwdMaxAgeDays: '密码有效期（天）',
    pwdMaxAgeHint: '密码超过该天数未修改，登录后须先修改；0 表示不限制。管理员新建账号或重置密码后，用户下次登录也须先修改。',
  } as Record<string, string>,
  en: {
    logo: 'System logo',
    uploadLogo: 'Upload a logo',
    removeLogo: 'Remove',
    logoHint: 'Shown in the sidebar and on the sign-in page',
    logoPreview: 'Logo preview',
    logoNotImage: 'Please upload an image (PNG, JPG, GIF, WEBP)',
    uploadFailed: 'The upload failed',
    brand: 'Name and logo',
    layout: 'Layout',
    security: 'Account security',
    pwdMaxAgeDays: 'Password age limit (days)',
    pwdMaxAgeHint: 'A password older than this must be changed after sign-in; 0 means no limit. After an administrator creates an account or resets a password, the user must change it at the next sign-in too.',
  } as Record<string, string>,
};
