#!/usr/bin/python3
"""A bare WebKitGTK browser for WebKitWebDriver, which starts it with --automation.

Debian's MiniBrowser cannot be made narrower than about 447 px (its toolbar), so it
cannot show the site as a phone does. This one is a window holding only the web view:
the window's size is the viewport's. Every page gets e2e/engines/recorder.js before its
own scripts, and every host but the local server's goes to a closed local port, so the
third parties are unreachable, as behind an ad-blocker. Storage is ephemeral: each
WebDriver session starts as a first visit. WebKitWebDriver ends this process with its
session.

Needs Debian's python3-gi and gir1.2-webkit2-4.1 (WebKitGTK 4.1, GTK 3).
"""

import os
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

NAME = "webkit-shell"
# Port 9 (discard) has no listener on these machines: a request through this proxy is
# refused at once. Were something to listen there, third parties would still fail, slower.
CLOSED_PROXY = "http://127.0.0.1:9"
LOCAL_HOSTS = ["localhost", "127.0.0.1", "::1"]

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "recorder.js")) as file:
    RECORDER = file.read()

Gtk.init(sys.argv)
context = WebKit2.WebContext.new_ephemeral()
context.set_automation_allowed(True)
context.get_website_data_manager().set_network_proxy_settings(
    WebKit2.NetworkProxyMode.CUSTOM,
    WebKit2.NetworkProxySettings.new(CLOSED_PROXY, LOCAL_HOSTS),
)


def create_web_view(_session):
    content = WebKit2.UserContentManager()
    content.add_script(
        WebKit2.UserScript(
            RECORDER,
            WebKit2.UserContentInjectedFrames.TOP_FRAME,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
    view = WebKit2.WebView(
        web_context=context, user_content_manager=content, is_controlled_by_automation=True
    )
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    window.show_all()
    view.connect("close", lambda _view: window.destroy())
    return view


def on_automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name(NAME)
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), 0)
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", on_automation_started)
Gtk.main()
