// The sign-in dialog of an element (ReloginDialog: a session that ended, or the host page's own sign-in through
// hosSession.promptSignIn, issue 36 §1). Loaded with the dialog: the bell's page does not carry these texts.
export const signin = {
  'zh-CN': {
    reloginTitle: '重新登录',
    reloginHint: '登录已失效。请重新登录，本页已填写的内容会保留，刚才的操作会在登录后继续。',
    reloginUser: '用户名',
    reloginPassword: '密码',
    reloginFactorCode: '6 位动态码（手机身份验证器）',
    reloginFactorEnrol: '您的角色要求先设置双因素认证：请在登录页登录',
    reloginPasswordRequired: '请输入密码',
    reloginSubmit: '登录并继续',
    signInTitle: '登录',
    signInSubmit: '登录',
  },
  en: {
    reloginTitle: 'Sign in again',
    reloginHint: 'Your session has ended. Sign in again: what you typed on this page stays, and what you were doing continues after signing in.',
    reloginUser: 'Username',
    reloginPassword: 'Password',
    reloginFactorCode: '6-digit code (authenticator app)',
    reloginFactorEnrol: 'Your role requires setting up two-factor authentication first: sign in on the login page',
    reloginPasswordRequired: 'Please enter your password',
    reloginSubmit: 'Sign in and continue',
    signInTitle: 'Sign in',
    signInSubmit: 'Sign in',
  },
};
