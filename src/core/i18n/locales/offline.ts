// Strings of the device's outbox and the installable app (issue 32 §2): the pending count in the header
// and on 我上报的, what a report sent later or refused says, and the service worker's update prompt.
export const offline = {
  'zh-CN': {
    pending: '待发送 ({{count}})',
    pendingLabel: '{{count}} 份上报保存在本机，等待网络恢复后发送',
    pendingBanner: '待发送 ({{count}})：以下上报保存在本机，网络恢复后自动发送',
    pendingTag: '待发送',
    refusedTag: '未接收',
    pendingRefused: '服务器未接收：{{reason}}',
    queued: '网络不可用：上报已保存在本机（待发送），网络恢复后自动发送',
    sent: '已发送：{{title}}',
    refused: '服务器未接收“{{title}}”：{{reason}}。已退回为草稿，请修改后重新提交',
    refusedTitle: '服务器未接收此上报，已退回为草稿',
    updateTitle: '有新版本',
    updateText: '系统已更新，重新加载后使用新版本（未提交的上报会保留）',
    updateReload: '重新加载',
  } as Record<string, string>,
  en: {
    pending: 'To send ({{count}})',
    pendingLabel: '{{count}} report(s) kept on this device, sent when the network is back',
    pendingBanner: 'To send ({{count}}): these reports are kept on this device and sent when the network is back',
    pendingTag: 'To send',
    refusedTag: 'Not accepted',
    pendingRefused: 'Not accepted by the server: {{reason}}',
    queued: 'No network: the report is kept on this device (to send) and sent when the network is back',
    sent: 'Sent: {{title}}',
    refused: 'The server did not accept "{{title}}": {{reason}}. It is back as a draft; correct it and submit again',
    refusedTitle: 'The server did not accept this report; it is back as a draft',
    updateTitle: 'Update available',
    updateText: 'A new version is out; reload to use it (reports not yet submitted are kept)',
    updateReload: 'Reload',
  } as Record<string, string>,
};
