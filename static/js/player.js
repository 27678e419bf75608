// The player's own page (/p/TOKEN, templates/player_link.html): it asks again every poll
// interval, and a report that did not reach the server (the Wi-Fi dropped) is kept and sent
// again every 5 seconds until it does. Without JavaScript the page's buttons are plain forms.
(function(){"use strict";
var live=document.getElementById("live");if(!live||!window.fetch)return;
var poll=(+live.getAttribute("data-poll")||20)*1000,busy=false,key="hoshi-report:"+location.pathname;
function swap(html){var d=new DOMParser().parseFromString(html,"text/html"),f=d.getElementById("live");if(f){live.replaceWith(f);live=f;bind();}}
function refresh(){if(busy||document.hidden)return;fetch(live.getAttribute("data-refresh"),{credentials:"same-origin"}).then(function(r){return r.ok?r.text():null}).then(function(t){if(t)swap(t)}).catch(function(){})}
function send(body){busy=true;var retry=document.getElementById("retry");
fetch(location.pathname+"/report",{method:"POST",body:new URLSearchParams(body),credentials:"same-origin"}).then(function(r){busy=false;localStorage.removeItem(key);return r.text()}).then(function(t){if(t)swap(t)}).catch(function(){busy=false;localStorage.setItem(key,body);if(retry)retry.hidden=false;setTimeout(function(){send(body)},5000)})}
function bind(){[].forEach.call(live.querySelectorAll("form.report"),function(f){f.addEventListener("submit",function(e){e.preventDefault();send(new URLSearchParams(new FormData(f)).toString())})})}
bind();var pending=localStorage.getItem(key);if(pending)send(pending);
setInterval(refresh,poll);document.addEventListener("visibilitychange",refresh);
})();
