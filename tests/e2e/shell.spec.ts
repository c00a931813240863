// <hos-app> end to end (issue 5 sections 1-3, 5) against the reference server.
import { expect, test } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { app, fillLogin, login, openMenu, path, tagTitles, topMenus } from './shellHelpers.ts';


/**
 * Hovers a submenu of the user menu until `item` shows: a hover that lands while the menu is still
 * opening is not seen as one (once in CI, under load), so it is repeated until the item is visible.
 */
async function openSubmenu(page: import('@playwright/test').Page, title: string, item: string) {
  // the menu stands still first (a hover while it slides in opened nothing under load); each try leaves and
  // comes back, since a pointer already resting on the title fires no new hover
  await expect(app(page, '.ant-dropdown:not(.ant-dropdown-hidden)').first()).not.toHaveClass(/-(appear|enter|leave)/);
  await expect(async () => {
    await page.mouse.move(0, 0);
    await app(page, `.ant-dropdown-menu-submenu-title:has-text("${title}")`).hover();
    await expect(app(page, `.ant-dropdown-menu-item:has-text("${item}")`)).toBeVisible({ timeout: 2000 });
  }).toPass();
}

test.describe('menus of each role and app', () => {
  const expected: Record<string, string[]> = {
    // the approval centre belongs to every hand that decides a step of an event flow (issue 9), and a
    // department head decides technologies of their department too
    admin: ['业务中心', '审批中心', '数据质控', '归档审核', '医疗质量管理', '系统模块'],
    approver01: ['业务中心', '审批中心', '新技术管理平台'],
    quality01: ['业务中心', '审批中心', '数据质控', '归档审核', '医疗质量管理'],
    tech01: ['业务中心', '新技术管理平台'],
    nurse01: ['业务中心', '我的上报'],
  };
  for (const [user, menus] of Object.entries(expected)) {
    test(`${user} sees exactly the menus of their roles`, async ({ page }) => {
      await login(page, user as keyof typeof expected & 'admin');
      expect(path(page)).toBe('/dashboard');
      expect(await topMenus(page)).toEqual(menus);
      if (user === 'nurse01') {
        // password 200 days old: the forced dialog is open
        await expect(app(page, '.ant-modal')).toBeVisible();
      }
    });
  }

  test('the current app decides the menus; the switcher is remembered', async ({ page }) => {
    await login(page, 'admin');
    const pick = async (label: string) => {
      const switcher = app(page, '[data-testid=app-switcher]');
      const option = app(page, `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`);
      // an option click landing while the list is still opening is missed now and then under load: open
      // the list if it is closed and pick again until the switcher shows the app
      await expect(async () => {
        if (!(await option.isVisible())) await switcher.click();
        // the open list (a closing one from the last pick may still be in the page)
        await option.click({ timeout: 5000 });
        await expect(switcher).toContainText(label, { timeout: 2000 });
      }).toPass();
    };
    await pick('管理后台');
    await expect.poll(() => topMenus(page)).toEqual(['医疗质量管理', '系统模块']);
    await pick('医疗质量管理');
    await expect.poll(() => topMenus(page)).toEqual(['检查轮次', '我的评分', '评分表库', '表单库', '月度安全质量报告', '持续改进项目']);
    expect(path(page)).toBe('/quality/rounds');
    await page.reload();
    await expect.poll(() => topMenus(page)).toEqual(['检查轮次', '我的评分', '评分表库', '表单库', '月度安全质量报告', '持续改进项目']);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('currentApp') || 'null'))).toEqual({ name: '医疗质量管理', mid: 'quality' });
    await pick('系统管理');
    await expect.poll(() => topMenus(page)).toEqual(['系统模块']);
    await pick('全部应用');
    await expect.poll(() => topMenus(page)).toHaveLength(6);
  });

  test('tech01 in the xjsxxm app sees the children of the module', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('currentApp', JSON.stringify({ name: '新技术管理平台', mid: 'xjsxxm' })));
    await login(page, 'tech01');
    // the applicant sees one page of the 申请 directory, shown in its place
    expect(await topMenus(page)).toEqual(['我的技术申请', '技术目录', '评审管理']);
  });
});

test.describe('guard', () => {
  test('no token: /login?redirect=path, then back to the path after login', async ({ page }) => {
    await page.goto('/biz/todo?tab=1');
    await expect(app(page, '[data-testid=login-page]')).toBeVisible();
    expect(new URL(page.url()).search).toBe('?redirect=/biz/todo%3Ftab%3D1');
    await fillLogin(page, 'approver01');
    await expect.poll(() => path(page)).toBe('/biz/todo');
    expect(new URL(page.url()).search).toBe('?tab=1');
    // a signed-in user opening /login goes home
    await page.goto('/login');
    await expect.poll(() => path(page)).toBe('/dashboard');
    // unknown paths: 404
    await page.goto('/no/such/page');
    await expect(app(page, '[data-testid=error-404]')).toBeVisible();
    expect(path(page)).toBe('/404');
  });

  for (const hostile of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', '%2F%2Fevil.example', 'https%3A%2F%2Fevil.example', '/%09/evil.example']) {
    test(`hostile redirect ${hostile} stays inside the app`, async ({ page }) => {
      let dialogs = 0;
      page.on('dialog', (d) => { dialogs++; void d.dismiss(); });
      await page.goto('/login?redirect=' + hostile);
      await fillLogin(page, 'quality01');
      await expect(app(page, '[data-testid=layout]')).toBeVisible();
      const url = new URL(page.url());
      // the app's own host and port (E2E_PORT moves it: playwright.config.ts)
      expect(url.host).toBe(`127.0.0.1:${process.env.E2E_PORT || 8181}`);
      expect(url.pathname).toBe('/dashboard');
      expect(dialogs).toBe(0);
    });
  }

  test('automatic login lands on /baqsj/report; a bad ticket goes to / and then login', async ({ page, request }) => {
    const res = await request.post('/login', { data: { username: 'nurse01', password: 'Nurse@2024' } });
    const token = (await res.json()).data.token as string;
    const t = await request.post('/api/v1/sso/ticket', { headers: { Authorization: 'Bearer ' + token } });
    const ticket = (await t.json()).data.ticket as string;
    await page.goto('/auth-redirect?ticket=' + ticket);
    await expect.poll(() => path(page)).toBe('/newBaqsj/report');
    await expect(app(page, '[data-testid=layout]')).toHaveAttribute('data-layout', 'new');
    await page.context().clearCookies();
    await page.goto('/auth-redirect?ticket=bogus');
    await expect(app(page, '[data-testid=login-page]')).toBeVisible();
    expect(new URL(page.url()).search).toBe('?redirect=/');
  });
});

test.describe('layout', () => {
  test('tags bar: open, close active, close others, refresh, close all', async ({ page }) => {
    await login(page, 'admin');
    for (const t of ['草稿箱', '待办事项', '已办事项']) await openMenu(page, '业务中心', t);
    await expect.poll(() => tagTitles(page)).toEqual(['首页', '草稿箱', '待办事项', '已办事项']);
    // the fixed dashboard tag has no close button
    await expect(app(page, '[data-testid=tag][data-path="/dashboard"] [data-testid=tag-close]')).toHaveCount(0);
    await app(page, '[data-testid=tag][data-path="/biz/done"] [data-testid=tag-close]').click();
    await expect.poll(() => path(page)).toBe('/biz/todo');
    await app(page, '[data-testid=tag][data-path="/biz/draft"]').click({ button: 'right' });
    await app(page, '[data-testid=tags-menu] [data-action=closeOthers]').click();
    await expect.poll(() => tagTitles(page)).toEqual(['首页', '草稿箱']);
    expect(path(page)).toBe('/biz/draft');
    await app(page, '[data-testid=tag][data-path="/biz/draft"]').click({ button: 'right' });
    await app(page, '[data-testid=tags-menu] [data-action=refresh]').click();
    await expect.poll(() => path(page)).toBe('/biz/draft');
    await app(page, '[data-testid=tag][data-path="/dashboard"]').click({ button: 'right' });
    await expect(app(page, '[data-testid=tags-menu] [data-action=close]')).toHaveCount(0);
    await app(page, '[data-testid=tags-menu] [data-action=closeAll]').click();
    await expect.poll(() => path(page)).toBe('/dashboard');
    expect(await tagTitles(page)).toEqual(['首页']);
  });

  test('header search and breadcrumb', async ({ page }) => {
    await login(page, 'admin');
    // A click that lands while the result list is still opening (the list realigns as the navbar makes
    // room for the search box) is missed now and then under load (twice in full CI runs): the missed
    // click blurs the box, which closes it; open it again and pick until the page changes.
    const option = app(page, '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first();
    await expect(async () => {
      if (!(await app(page, '[data-testid=header-search] input').isVisible())) await app(page, '[data-testid=header-search] .anticon-search').click();
      await app(page, '[data-testid=header-search] input').fill('用户管理');
      await expect(option).toHaveText('系统模块 > 用户管理', { timeout: 3000 });
      await option.click({ timeout: 3000 });
      await expect.poll(() => path(page), { timeout: 3000 }).toBe('/upms/sysuser');
    }).toPass();
    const crumbs = app(page, '[data-testid=breadcrumb] li:not(.ant-breadcrumb-separator)');
    await expect(crumbs).toHaveText(['首页', '系统模块', '用户管理']);
    await expect(crumbs.nth(0).locator('a')).toHaveCount(1);
    await expect(crumbs.nth(1).locator('a')).toHaveCount(0);
    await expect(crumbs.nth(2).locator('a')).toHaveCount(0);
    await crumbs.nth(0).locator('a').click();
    await expect.poll(() => path(page)).toBe('/dashboard');
    // hidden routes are not searchable
    await app(page, '[data-testid=header-search] .anticon-search').click();
    await app(page, '[data-testid=header-search] input').fill('新增评分表');
    await expect(app(page, '.ant-select-item-option:has-text("新增评分表")')).toHaveCount(0);
  });

  test('settings drawer: switches and theme colour are remembered across reload', async ({ page }) => {
    await login(page, 'quality01');
    await expect(app(page, '[data-testid=tags-bar]')).toBeVisible();
    await app(page, '[data-testid=settings-button]').click();
    await app(page, '[data-testid=setting-tagsView]').click();
    await app(page, '[data-testid=setting-fixedHeader]').click();
    await app(page, '[data-testid=setting-sidebarLogo]').click();
    await expect(app(page, '[data-testid=tags-bar]')).toHaveCount(0);
    await expect(app(page, '[data-testid=sidebar-logo]')).toHaveCount(0);
    await page.reload();
    await expect(app(page, '[data-testid=layout]')).toBeVisible();
    await expect(app(page, '[data-testid=tags-bar]')).toHaveCount(0);
    await expect(app(page, '[data-testid=header]')).toHaveAttribute('data-fixed', '0');
    await expect(app(page, '[data-testid=sidebar-logo]')).toHaveCount(0);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('hos-settings') || '{}'));
    expect(saved).toMatchObject({ tagsView: false, fixedHeader: false, sidebarLogo: false });
  });

  test('sidebar state in the sidebarStatus cookie; mobile width closes it and a route change closes it', async ({ page }) => {
    await login(page, 'approver01');
    await app(page, '[data-testid=hamburger]').click();
    await expect(app(page, '[data-testid=sidebar]')).toHaveAttribute('data-opened', '0');
    expect((await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
    await page.reload();
    await expect(app(page, '[data-testid=sidebar]')).toHaveAttribute('data-opened', '0');
    await app(page, '[data-testid=hamburger]').click();
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(app(page, '[data-testid=sidebar]')).toHaveAttribute('data-opened', '0');
    await app(page, '[data-testid=hamburger]').click();
    await expect(app(page, '[data-testid=sidebar]')).toHaveAttribute('data-opened', '1');
    await openMenu(page, '审批中心', '待我审批');
    await expect.poll(() => path(page)).toBe('/newBaqsj/pendingMyApproval');
    await expect(app(page, '[data-testid=sidebar]')).toHaveAttribute('data-opened', '0');
  });

  test('one header in every module: the portal and logout buttons; the old version and system management in the user menu', async ({ page }) => {
    await login(page, 'admin');
    for (const to of ['/dashboard', '/newBaqsj/queryData', '/baqsj/review', '/upms/sysuser']) {
      await page.goto(to);
      await expect(app(page, '[data-testid=layout]')).toBeVisible();
      await expect(app(page, '[data-testid=btn-portal]')).toHaveText('返回一站式门户');
      await expect(app(page, '[data-testid=btn-logout]')).toHaveText('退出登录');
      await expect(app(page, '[data-testid=navbar-bell] .hos-bell-new')).toBeVisible();
    }
    await app(page, '[data-testid=user-menu]').click();
    await expect(app(page, '[data-testid=btn-old-version]')).toHaveText('切换旧版');
    await expect(app(page, '[data-testid=btn-system]')).toHaveText('系统管理');
    await expect(app(page, '[data-testid=menu-portal]')).toHaveText('返回一站式门户');
    // quality01 (no System role) has no 'system management'
    await page.context().clearCookies();
    await login(page, 'quality01');
    await app(page, '[data-testid=user-menu]').click();
    await expect(app(page, '[data-testid=btn-old-version]')).toBeVisible();
    await expect(app(page, '[data-testid=btn-system]')).toHaveCount(0);
  });
});

test.describe('session', () => {
  test('logout asks first (prompt), cancel stays, confirm logs out and reloads', async ({ page }) => {
    /** Opens the user menu and clicks 退出登录 once the menu has stopped moving (it takes no clicks while it animates). */
    const askLogout = async () => {
      // under load a click on the item can land while the menu still settles and do nothing: the menu is
      // opened and the item clicked again until the prompt shows (the prompt's mask takes any later click)
      await expect(async () => {
        const prompt = app(page, '.ant-modal-confirm');
        if (await prompt.isVisible()) return;
        const menu = app(page, '.ant-dropdown:not(.ant-dropdown-hidden)');
        if (!(await menu.isVisible())) await app(page, '[data-testid=user-menu]').click({ timeout: 3000 });
        await expect(menu).toBeVisible();
        await expect(menu).not.toHaveClass(/-(appear|enter|leave)/);
        await menu.locator('.ant-dropdown-menu-item:has-text("退出登录")').click({ timeout: 3000 });
        await expect(prompt).toBeVisible({ timeout: 3000 });
      }).toPass({ timeout: 30_000 });
    };
    await login(page, 'approver01');
    await askLogout();
    const modal = app(page, '.ant-modal-confirm');
    await expect(modal.locator('.ant-modal-confirm-title')).toHaveText('提示');
    await expect(modal.locator('.ant-modal-confirm-content')).toHaveText('确定注销并退出系统吗？');
    await modal.locator('.ant-btn:has-text("取")').click();
    await expect(modal).toHaveCount(0);
    await expect(app(page, '[data-testid=layout]')).toBeVisible();
    await askLogout();
    const reloaded = page.waitForEvent('load');
    await app(page, '.ant-modal-confirm .ant-btn-primary').click();
    await reloaded;
    await expect(app(page, '[data-testid=login-page]')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
  });

  test('idle logout with a shortened clock', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { HOS_CONFIG: object }).HOS_CONFIG = { idleTimeoutMs: 1500, idleCheckMs: 250 };
    });
    await login(page, 'approver01');
    await expect(app(page, '[data-testid=login-page]')).toBeVisible({ timeout: 10_000 });
    expect((await page.context().cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
  });

  test('role switching regenerates routes and closes all tabs', async ({ page }) => {
    await login(page, 'admin');
    await openMenu(page, '业务中心', '待办事项');
    await expect.poll(() => tagTitles(page)).toEqual(['首页', '待办事项']);
    const before = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
    await app(page, '[data-testid=user-menu]').click();
    await openSubmenu(page, '切换角色', '质控专员');
    // roles are named through the sys_role dictionary in the user's language, never by their keys
    await expect(app(page, '.ant-dropdown-menu-item:has-text("qualityOfficer")')).toHaveCount(0);
    await app(page, '.ant-dropdown-menu-item:has-text("质控专员")').click();
    await expect.poll(() => path(page)).toBe('/dashboard');
    await expect.poll(() => tagTitles(page)).toEqual(['首页']);
    const after = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
    expect(after).not.toBe(before);
    await app(page, '[data-testid=user-menu]').click();
    await expect(app(page, '.ant-dropdown-menu-submenu-title:has-text("切换角色")')).toContainText('质控专员');
    await openSubmenu(page, '语言', 'English');
    await app(page, '.ant-dropdown-menu-item:has-text("English")').click();
    await app(page, '[data-testid=user-menu]').click();
    await expect(app(page, '.ant-dropdown-menu-submenu-title:has-text("Switch role")')).toContainText('Quality officer');
  });

  test('language switch: the login page and the whole app follow', async ({ page }) => {
    await page.goto('/login');
    await app(page, '[data-testid=lang-switch] .ant-segmented-item:has-text("EN")').click();
    await expect(app(page, '[data-testid=login-submit]')).toHaveText('Log in');
    await fillLogin(page, 'tech01');
    await expect(app(page, '[data-testid=layout]')).toBeVisible();
    expect(await topMenus(page)).toEqual(['Business center', 'New technology platform']);
    await expect(app(page, '[data-testid=breadcrumb]')).toContainText('Home');
  });

  test('the message bell in the navbar: reading a message lowers the badge', async ({ page }) => {
    await login(page, 'quality01');
    const bell = app(page, '[data-testid=navbar-bell] .hos-bell');
    // the seeded records in every state leave quality01 a number of unread messages
    await expect(bell).not.toHaveAttribute('data-unread', '0');
    const unread = Number(await bell.getAttribute('data-unread'));
    await app(page, '[data-testid=navbar-bell] .hos-bell-trigger').click();
    await app(page, '.hos-bell-item').first().click();
    await expect(bell).toHaveAttribute('data-unread', String(unread - 1));
  });
});

// Issue 22 §2-§4: one shell for every route, the lit menu item follows the route, the header stays one
// line, the tags bar scrolls. Screenshots of archive review and a normal page in .tmp/shell/ (looked at).
test.describe('one shell', () => {
  const lit = (page: import('@playwright/test').Page) => app(page, '[data-testid=sidebar] .ant-menu-item-selected');
  const anyOpenMenuItem = (page: import('@playwright/test').Page) => app(page, '.ant-dropdown-menu-item').filter({ visible: true });

  test('archive review is in the shell: bell, user menu, language, search, fullscreen, tags; its user box and the page visited before', async ({ page }) => {
    await login(page, 'admin');
    await openMenu(page, '数据质控', '数据查询');
    await expect.poll(() => path(page)).toBe('/newBaqsj/queryData');
    await app(page, '[data-testid=sidebar] .ant-menu-item a:text-is("归档审核")').click();
    await expect.poll(() => path(page)).toBe('/baqsj/review');
    await expect(app(page, '[data-testid=layout]')).toHaveAttribute('data-layout', 'archive');
    for (const id of ['navbar-bell', 'user-menu', 'header-search', 'fullscreen', 'app-switcher', 'settings-button', 'btn-portal', 'btn-logout', 'breadcrumb', 'tags-bar']) {
      await expect(app(page, `[data-testid=${id}]`), id).toBeVisible();
    }
    await expect(app(page, '[data-testid=navbar-bell] .hos-bell-new')).toBeVisible();
    await expect(app(page, '[data-testid=tag][data-path="/baqsj/review"]')).toHaveAttribute('aria-current', 'page');
    // what the spec gives archive review: the light menu, the user's box, the page visited before
    await expect(app(page, '[data-testid=sidebar]')).toHaveClass(/light/);
    await expect(app(page, '[data-testid=archive-user]')).toContainText('王建国');
    await expect(app(page, '[data-testid=archive-previous]')).toHaveText('上一页：数据查询');
    // the lit item is archive review itself, not the page visited before
    await expect(lit(page)).toHaveCount(1);
    await expect(lit(page)).toHaveText('归档审核');

    // the language submenu of the user menu: picking English closes the menu and its submenu
    await app(page, '[data-testid=user-menu]').click();
    await openSubmenu(page, '语言', 'English');
    await app(page, '.ant-dropdown-menu-item:has-text("English")').click();
    await expect(app(page, '[data-testid=breadcrumb]')).toContainText('Archive review');
    await expect(anyOpenMenuItem(page)).toHaveCount(0);
    await expect(app(page, '[data-testid=archive-previous]')).toHaveText('Previous page: Data query');
    // and back to the page visited before, which is lit in its turn
    await app(page, '[data-testid=archive-previous]').click();
    await expect.poll(() => path(page)).toBe('/newBaqsj/queryData');
    await expect(app(page, '[data-testid=layout]')).toHaveAttribute('data-layout', 'new');
    await expect(lit(page)).toHaveText('Data query');
  });

  test('popups animate, unless the reader asked their system for less motion', async ({ browser }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await login(page, 'approver01');
      // every class the user menu's popup takes while it opens
      await page.evaluate(() => {
        const root = document.querySelector('hos-app')!.shadowRoot!;
        const seen = ((window as unknown as { seen: Set<string> }).seen = new Set());
        const note = (el: Element) => el.classList.forEach((c) => seen.add(c));
        new MutationObserver((list) => list.forEach((m) => {
          if (m.type === 'attributes' && m.target instanceof Element) note(m.target);
          m.addedNodes.forEach((n) => { if (n instanceof Element) { note(n); n.querySelectorAll('*').forEach(note); } });
        })).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      });
      await app(page, '[data-testid=user-menu]').click();
      await expect(app(page, '.ant-dropdown-menu-item:has-text("退出登录")')).toBeVisible();
      const animated = () => page.evaluate(() => [...(window as unknown as { seen: Set<string> }).seen].some((c) => /-(enter|appear)-active$/.test(c)));
      if (reducedMotion === 'reduce') expect(await animated(), reducedMotion).toBe(false);
      else await expect.poll(animated, { message: reducedMotion }).toBe(true);
      await context.close();
    }
  });

  test('the user menu closes with its open language submenu (Escape, a click outside)', async ({ page }) => {
    await login(page, 'approver01');
    for (const close of ['Escape', 'click'] as const) {
      await app(page, '[data-testid=user-menu]').click();
      await openSubmenu(page, '语言', 'English');
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await page.mouse.click(900, 67); // the empty end of the tags bar
      await expect(anyOpenMenuItem(page), close).toHaveCount(0);
    }
  });

  test('the lit menu item follows the route: sidebar links, tags, archive review, the breadcrumb', async ({ page }) => {
    await login(page, 'admin');
    await expect(lit(page)).toHaveText('首页');
    await openMenu(page, '业务中心', '草稿箱');
    await expect(lit(page)).toHaveText('草稿箱');
    await openMenu(page, '业务中心', '待办事项');
    await expect(lit(page)).toHaveText('待办事项');
    // A -> B through the tags
    await app(page, '[data-testid=tag][data-path="/biz/draft"]').click();
    await expect.poll(() => path(page)).toBe('/biz/draft');
    await expect(lit(page)).toHaveCount(1);
    await expect(lit(page)).toHaveText('草稿箱');
    await app(page, '[data-testid=sidebar] .ant-menu-item a:text-is("归档审核")').click();
    await expect.poll(() => path(page)).toBe('/baqsj/review');
    await expect(lit(page)).toHaveText('归档审核');
    await app(page, '[data-testid=tag][data-path="/biz/todo"]').click();
    await expect.poll(() => path(page)).toBe('/biz/todo');
    await expect(lit(page)).toHaveCount(1);
    await expect(lit(page)).toHaveText('待办事项');
    // through a link of the page: the breadcrumb's Home
    await app(page, '[data-testid=breadcrumb] li a').first().click();
    await expect.poll(() => path(page)).toBe('/dashboard');
    await expect(lit(page)).toHaveText('首页');
    // a refresh through /redirect keeps the page lit
    await app(page, '[data-testid=tag][data-path="/biz/draft"]').click();
    await app(page, '[data-testid=tag][data-path="/biz/draft"]').click({ button: 'right' });
    await app(page, '[data-testid=tags-menu] [data-action=refresh]').click();
    await expect.poll(() => path(page)).toBe('/biz/draft');
    await expect(lit(page)).toHaveText('草稿箱');
  });

  test('a page title shown one way (the page card\'s heading); the in-app form editor has one Save', async ({ page }) => {
    await login(page, 'quality01', '/login?redirect=/quality/formLib');
    await expect.poll(() => path(page)).toBe('/quality/formLib');
    // the page's one h1 is its card title, the breadcrumb's last item
    await expect(app(page, 'h1.hos-page-title')).toHaveCount(1);
    await expect(app(page, 'h1.hos-page-title')).toHaveText('表单库');
    await expect(app(page, '[data-testid=breadcrumb] li:not(.ant-breadcrumb-separator)').last()).toHaveText('表单库');
    await app(page, '.ant-table-row .hos-edit-form').first().click();
    await expect(app(page, '.hos-designer-panel hos-form-designer .fd-palette-item').first()).toBeVisible();
    await expect(app(page, '.hos-designer-panel h2.hos-section-title')).toContainText('编辑表单');
    // Save version, and no second Save in the designer's toolbar
    await expect(app(page, '.hos-designer-panel .hos-save-version')).toHaveCount(1);
    await expect(app(page, '.hos-designer-panel hos-form-designer .fd-toolbar')).toBeVisible();
    await expect(app(page, '.hos-designer-panel hos-form-designer .fd-save')).toHaveCount(0);
  });

  test('the tags bar scrolls sideways inside the window and shows the page on screen', async ({ page }) => {
    await login(page, 'admin');
    const pages = ['/biz/draft', '/biz/my', '/biz/todo', '/biz/done', '/biz/ccRecord', '/biz/message', '/biz/app', '/upms/sysuser', '/newUpms/settings',
      '/newUpms/menu', '/newBaqsj/queryData', '/newBaqsj/qualityControl', '/baqsj/review', '/quality/rounds', '/quality/scoreFormLib', '/quality/formLib'];
    for (const p of pages) {
      // the app's own navigation (no reload: the tags live in the page)
      await page.evaluate((to) => { history.pushState({}, '', to); dispatchEvent(new PopStateEvent('popstate')); }, p);
      await expect(app(page, `[data-testid=tag][data-path="${p}"]`)).toHaveAttribute('aria-current', 'page');
    }
    const bar = app(page, '[data-testid=tags-bar]');
    const m = await bar.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const active = el.querySelector('[aria-current=page]')!.getBoundingClientRect();
      return { scroll: el.scrollWidth, client: el.clientWidth, overflow: getComputedStyle(el).overflowX, left: r.left, right: r.right, aLeft: active.left, aRight: active.right, page: document.documentElement.scrollWidth };
    });
    expect(m.scroll, 'more tags than room').toBeGreaterThan(m.client);
    expect(m.overflow).toBe('auto');
    expect(m.right).toBeLessThanOrEqual(1366);
    expect(m.page, 'the page does not scroll sideways').toBeLessThanOrEqual(1366);
    expect(m.aLeft, 'the page on screen is shown in the bar').toBeGreaterThanOrEqual(m.left - 1);
    expect(m.aRight).toBeLessThanOrEqual(m.right + 1);
    // the first tag, scrolled out of sight, is reached by scrolling the bar
    await app(page, '[data-testid=tag][data-path="/dashboard"]').click();
    await expect.poll(() => path(page)).toBe('/dashboard');
    const first = await app(page, '[data-testid=tag][data-path="/dashboard"]').boundingBox();
    expect(first!.x).toBeGreaterThanOrEqual(m.left - 1);
  });

  for (const lang of ['zh-CN', 'en'] as const) {
    for (const size of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
      test(`one line of header with the menu search open, archive review in the shell (${lang}, ${size.width} px)`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: size });
        await context.addInitScript((l) => localStorage.setItem('language', l), lang);
        const page = await context.newPage();
        await login(page, 'admin', '/login?redirect=/quality/rounds');
        await expect.poll(() => path(page)).toBe('/quality/rounds');
        const phone = size.width < 992;
        // breadcrumb items that do not fit (on a phone: the page alone) end in an ellipsis and carry their full text
        const crumbs = await app(page, '[data-testid=breadcrumb] li:not(.ant-breadcrumb-separator)').evaluateAll((lis) => lis.filter((li) => li.getBoundingClientRect().width > 0).map((li) => {
          const title = li.querySelector('[title]')?.getAttribute('title') ?? '';
          return { cut: li.scrollWidth > li.clientWidth + 1, ellipsis: getComputedStyle(li).textOverflow, title, text: (li.textContent ?? '').trim() };
        }));
        expect(crumbs.length).toBeGreaterThan(0);
        for (const c of crumbs) {
          expect(c.title, 'the full text as the title').toBe(c.text);
          if (c.cut) expect(c.ellipsis, `"${c.text}" is cut with an ellipsis`).toBe('ellipsis');
        }
        // the open menu search: still one line
        await app(page, '[data-testid=header-search] .anticon-search').click();
        await expect(app(page, '[data-testid=header-search-select]')).toBeVisible();
        const shot = (name: string) => page.screenshot({ path: `.tmp/shell/${name}-${lang}-${size.width}.png` });
        await shot('search-open');
        const row = await app(page, '[data-testid=navbar]').evaluate((nav) => {
          const n = nav.getBoundingClientRect();
          const kids = Array.from(nav.children).map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0);
          const buttons = Array.from(nav.querySelectorAll('.ant-btn, .hos-greeting')).map((b) => b.getBoundingClientRect().height).filter((h) => h > 0);
          return { height: n.height, right: n.right, outside: kids.filter((r) => r.top < n.top - 1 || r.bottom > n.bottom + 1 || r.right > n.right + 1).length, tallest: Math.max(0, ...buttons) };
        });
        expect(row.height, 'the navbar is one line').toBeLessThanOrEqual(50);
        expect(row.outside, 'every item of the navbar on its line, inside it').toBe(0);
        expect(row.tallest, 'no button wraps').toBeLessThanOrEqual(34);
        expect(row.right).toBeLessThanOrEqual(size.width);
        // archive review: the same header and tags, in the light sidebar with the user's box
        await page.goto('/baqsj/review');
        await expect(app(page, '[data-testid=layout]')).toHaveAttribute('data-layout', 'archive');
        for (const id of ['navbar-bell', 'user-menu', 'header-search', 'settings-button', 'breadcrumb', 'tags-bar']) await expect(app(page, `[data-testid=${id}]`), id).toBeVisible();
        for (const id of ['fullscreen', 'app-switcher', 'btn-portal', 'btn-logout']) await expect(app(page, `[data-testid=${id}]`), id)[phone ? 'toBeHidden' : 'toBeVisible']();
        await expect(app(page, '.hos-page')).toBeVisible();
        await shot('archive-review');
        if (phone) {
          await app(page, '[data-testid=hamburger]').click();
          await expect(app(page, '[data-testid=archive-user]')).toBeInViewport();
          // the drawer has slid in
          await expect.poll(async () => (await app(page, '[data-testid=sidebar]').boundingBox())?.x).toBe(0);
          await shot('archive-review-menu');
          await app(page, '[data-testid=drawer-bg]').click({ position: { x: size.width - 20, y: size.height / 2 } });
          await expect(app(page, '[data-testid=sidebar]')).toHaveAttribute('data-opened', '0');
        }
        // the settings button sits in the header, never over the page
        const gear = (await app(page, '[data-testid=settings-button]').boundingBox())!;
        const content = (await app(page, '[data-testid=content]').boundingBox())!;
        expect(gear.y + gear.height, 'the settings button is above the content').toBeLessThanOrEqual(content.y + 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
        await context.close();
      });
    }
  }
});

// Issue 32 §5: the sign-in after someone else's logout, the bell's badge, the site icon.
test.describe('at the bedside: small fixes', () => {
  test("after a logout on /quality/rounds the next user, who has no such page, lands home, not on /404", async ({ page }) => {
    await login(page, 'quality01', '/login?redirect=/quality/rounds');
    await expect.poll(() => path(page)).toBe('/quality/rounds');
    await expect(async () => {
      if (!(await app(page, '.ant-dropdown-menu-item:has-text("退出登录")').isVisible())) await app(page, '[data-testid=user-menu]').click();
      await app(page, '.ant-dropdown-menu-item:has-text("退出登录")').click({ timeout: 2_000 });
      await expect(app(page, '.ant-modal-confirm .ant-btn-primary')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const reloaded = page.waitForEvent('load');
    await app(page, '.ant-modal-confirm .ant-btn-primary').click();
    await reloaded;
    await expect(app(page, '[data-testid=login-page]')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/quality/rounds');
    await fillLogin(page, 'nurse01');
    await expect(app(page, '[data-testid=layout]')).toBeVisible();
    await expect.poll(() => path(page)).toBe('/dashboard');
    await expect(app(page, '[data-testid=error-404]')).toHaveCount(0);
  });

  for (const size of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    test(`the bell's badge is whole, inside the window and the navbar (${size.width} px); the pages have an icon`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      const icons: number[] = [];
      page.on('response', (r) => { if (/\/favicon\.(ico|svg)$/.test(new URL(r.url()).pathname)) icons.push(r.status()); });
      await login(page, 'quality01');
      const badge = app(page, '[data-testid=navbar-bell] .ant-badge-count');
      await expect(badge).toBeVisible();
      const box = (await badge.boundingBox())!;
      const bar = (await app(page, '[data-testid=navbar]').boundingBox())!;
      expect(box.y, 'the badge starts below the top edge').toBeGreaterThanOrEqual(0);
      expect(box.y, 'inside the navbar').toBeGreaterThanOrEqual(bar.y);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      await mkdir('.tmp/shell', { recursive: true });
      await page.screenshot({ path: `.tmp/shell/bell-badge-${size.width}.png`, clip: { x: Math.max(0, box.x - 120), y: 0, width: 240, height: 60 } });
      // the icon the pages link is served
      const icon = await page.request.get('/favicon.ico');
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toBe('image/x-icon');
      expect(icons.every((s) => s === 200)).toBe(true);
      await context.close();
    });
  }
});
