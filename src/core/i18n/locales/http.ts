// Strings of the http layer and the session (spec sections 7 and 8).
export const http = {
  'zh-CN': {
    networkOld: '服务器连接异常，请检查服务器！',
    network: '后端接口连接异常，请检查服务器',
    // issue 36 §1: why a call got no answer (src/core/http/reach.ts)
    originRefused: 'HOS 服务器 {{api}} 不接受来自本站点（{{origin}}）的调用：请信息科在服务器设置 HOS_CORS_ORIGINS 中加入本站点。',
    serverDown: '无法连接 HOS 服务器 {{api}}：服务器未启动或地址有误，请稍后重试或联系信息科。',
    timeout: '系统接口请求超时',
    loggedOut: '您已被登出，可以取消继续留在该页面，或者重新登录',
    loggedOutTitle: '确认登出',
    expired: '登录状态已过期，您可以继续留在该页面，或者重新登录',
    systemPrompt: '系统提示',
    relogin: '重新登录',
    cancel: '取消',
    factorNeeded: '请输入动态码完成登录',
    verifyFailed: '验证失败，请重新登录。',
  },
  en: {
    networkOld: '服务器连接异常，请检查服务器！',
    network: 'server connection abnormal, please check the server',
    originRefused: "The HOS server {{api}} does not accept calls from this site ({{origin}}): ask IT to add this site to the server's HOS_CORS_ORIGINS setting.",
    serverDown: 'Cannot reach the HOS server {{api}}: it is not running or its address is wrong. Try again later or contact IT.',
    timeout: 'system interface request timed out',
    loggedOut: 'You have been logged out, you can cancel to stay on this page, or log in again',
    loggedOutTitle: 'Confirm logout',
    expired: 'Login status has expired, you can stay on this page or log in again',
    systemPrompt: 'system prompt',
    relogin: 're-login',
    cancel: 'cancel',
    factorNeeded: 'Enter the code from your authenticator app to finish signing in',
    verifyFailed: 'Verification failed, please sign in again.',
  },
};

