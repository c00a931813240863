// Strings shared by every element.
export const common = {
  'zh-CN': {
    confirm: '确定',
    cancel: '取消',
    ok: '确定',
    loading: '加载中…',
    empty: '暂无数据',
    error: '出错了',
    retry: '重试',
    language: '语言',
    prompt: '提示',
  },
  en: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    ok: 'OK',
    loading: 'Loading…',
    empty: 'No data',
    error: 'Something went wrong',
    retry: 'Retry',
    language: 'Language',
    prompt: 'prompt',
  },
};
