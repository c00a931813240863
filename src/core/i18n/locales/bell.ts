// Strings of the bell module. Owned by that module's engineers; keys are flat.
export const bell = {
  'zh-CN': {
    title: '消息',
    messages: '消息通知',
    empty: '暂无消息',
    end: '没有更多数据了...',
    approval: '审批',
    annual: '年度',
    unreadCount: '{{count}} 条未读',
    loadFailed: '消息加载失败',
    retry: '重试',
    viewAll: '查看全部',
    markRead: '标为已读',
  } as Record<string, string>,
  en: {
    title: 'Messages',
    messages: 'Notifications',
    empty: 'No messages',
    end: 'No more data...',
    approval: 'Approval',
    annual: 'Annual',
    unreadCount: '{{count}} unread',
    loadFailed: 'Messages could not be loaded',
    retry: 'Retry',
    viewAll: 'View all',
    markRead: 'Mark as read',
  } as Record<string, string>,
};
